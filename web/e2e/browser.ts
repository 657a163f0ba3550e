import { chromium, type Browser } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Debian's Chromium, headless, with the flags this sandbox needs. Playwright gives every
 * launch a fresh temporary profile (it refuses --user-data-dir for that reason).
 */
export async function launchBrowser(): Promise<{ browser: Browser; close(): Promise<void> }> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      // The app honours reduced motion (theme.respectReducedMotion): dialogs open at once, so
      // tests and screenshots wait for no transitions.
      '--force-prefers-reduced-motion',
    ],
  });
  return { browser, close: () => browser.close() };
}
