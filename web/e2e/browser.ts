import fs from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

/** Set by the e2e global setup once per run, so test workers never unpack Chromium concurrently. */
export const CHROMIUM_ENV = 'CHROMIUM_PATH';
const SYSTEM_CHROMIUM = '/usr/bin/chromium';

/**
 * Which Chromium the browser tests drive: `$CHROMIUM_PATH` when set, else the system's
 * (Debian's package) when installed, else the build that `npm install` brought from the npm
 * registry (`@sparticuz/chromium`, unpacked to a temporary folder on first use, ~1.5 s). There is
 * always one, so the browser tests never skip; a missing or broken one fails them loudly.
 */
export async function resolveChromium(): Promise<{ path: string; source: 'env' | 'system' | 'npm' }> {
  const fromEnv = process.env[CHROMIUM_ENV];
  if (fromEnv) {
    if (!fs.existsSync(fromEnv)) throw new Error(`${CHROMIUM_ENV}=${fromEnv} does not exist`);
    return { path: fromEnv, source: 'env' };
  }
  if (fs.existsSync(SYSTEM_CHROMIUM)) return { path: SYSTEM_CHROMIUM, source: 'system' };
  const { default: Packaged } = await import('@sparticuz/chromium');
  return { path: await Packaged.executablePath(), source: 'npm' };
}

/**
 * Headless Chromium with the flags this sandbox needs. Playwright gives every launch a fresh
 * temporary profile (it refuses --user-data-dir for that reason).
 */
export async function launchBrowser(): Promise<{ browser: Browser; close(): Promise<void> }> {
  const { path } = await resolveChromium();
  const browser = await chromium.launch({
    executablePath: path,
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
