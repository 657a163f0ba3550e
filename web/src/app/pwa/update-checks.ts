/**
 * When the app looks for a new build (docs/screens.md#installable-app): a hall's screen stays open
 * all day, so besides the browser's own checks (at each navigation) it asks every hour and when
 * the network comes back. A new build is then offered by the update toast (UpdateToast.tsx); the
 * operator reloads when it suits (registerType 'prompt': never in the middle of a call).
 */
export const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

export interface UpdatableRegistration {
  update(): Promise<unknown>;
}

export interface UpdateCheckEnv {
  setInterval(fn: () => void, ms: number): unknown;
  addOnline(fn: () => void): void;
  isOnline(): boolean;
}

const browserEnv: UpdateCheckEnv = {
  setInterval: (fn, ms) => window.setInterval(fn, ms),
  addOnline: (fn) => window.addEventListener('online', fn),
  isOnline: () => navigator.onLine,
};

/** Asks the server for a new service worker hourly and on reconnect (skipped while offline). */
export function watchForUpdates(registration: UpdatableRegistration, env: UpdateCheckEnv = browserEnv): void {
  const check = () => {
    if (env.isOnline()) void registration.update().catch(() => undefined);
  };
  env.setInterval(check, UPDATE_CHECK_INTERVAL_MS);
  env.addOnline(check);
}

/**
 * The prompt shown once per waiting build: the worker may report the same waiting build more than
 * once (an update check, another tab), the toast must not pile up.
 */
export function oncePerBuild(show: () => void): () => void {
  let shown = false;
  return () => {
    if (shown) return;
    shown = true;
    show();
  };
}
