/**
 * The installable app's icons (web app manifest, vite.config.ts): PNGs drawn from the same mark as
 * web/public/favicon.svg (the orange ball with a B) by headless Chromium. Run once and commit:
 *   npx tsx web/scripts/make-icons.ts
 * "any" icons: the ball on transparent; "maskable": the ball inside the safe zone (the inner 80%)
 * on an orange square, so a launcher's circle or squircle crop never cuts the B.
 */
import fs from 'node:fs';
import path from 'node:path';
import { launchBrowser } from '../e2e/browser';

const OUT = path.resolve(import.meta.dirname, '../public/icons');
const ORANGE = '#e8590c';

const ball = (size: number, scale: number) => {
  const r = (size / 2) * scale;
  return `<circle cx="${size / 2}" cy="${size / 2}" r="${r}" fill="${ORANGE}"/>
<text x="${size / 2}" y="${size / 2 + r * 0.33}" font-size="${r * 0.93}" text-anchor="middle" fill="#fff"
 font-family="DejaVu Sans, sans-serif" font-weight="700">B</text>`;
};

const ICONS = [
  { file: 'icon-192.png', size: 192, body: (s: number) => ball(s, 0.94) },
  { file: 'icon-512.png', size: 512, body: (s: number) => ball(s, 0.94) },
  {
    file: 'apple-touch-icon.png',
    size: 180,
    body: (s: number) => `<rect width="${s}" height="${s}" fill="#fff"/>${ball(s, 0.86)}`,
  },
  {
    file: 'maskable-512.png',
    size: 512,
    body: (s: number) => `<rect width="${s}" height="${s}" fill="${ORANGE}"/>${ball(s, 0.62)}`,
  },
];

fs.mkdirSync(OUT, { recursive: true });
const chrome = await launchBrowser();
try {
  const page = await chrome.browser.newPage();
  for (const icon of ICONS) {
    await page.setViewportSize({ width: icon.size, height: icon.size });
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${icon.size}" height="${icon.size}">${icon.body(icon.size)}</svg>`;
    await page.setContent(`<html><body style="margin:0;background:transparent">${svg}</body></html>`);
    await page.screenshot({ path: path.join(OUT, icon.file), omitBackground: true });
    console.log(icon.file);
  }
} finally {
  await chrome.close();
}
