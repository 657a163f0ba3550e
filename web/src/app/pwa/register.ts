/// <reference types="vite-plugin-pwa/client" />
import { registerSW } from 'virtual:pwa-register';
import { showUpdateToast } from './UpdateToast';
import { oncePerBuild, watchForUpdates } from './update-checks';

/**
 * Registers the service worker (web/build/pwa.ts) once the page has loaded and the first screen's
 * requests are done, so its precache download never competes with the first visit. main.tsx
 * loads this module lazily (the first download does not carry workbox-window).
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const update = registerSW({
    immediate: false,
    onNeedRefresh: oncePerBuild(() => showUpdateToast(takeUpdate)),
    onRegisteredSW: (_url, registration) => {
      if (registration) watchForUpdates(registration);
    },
    onRegisterError: (error: unknown) => console.warn('Service worker not registered:', error),
  });
  /** The waiting worker takes over (skipWaiting); once it controls the page, the page reloads on it. */
  function takeUpdate() {
    navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
    void update(true);
  }
}
