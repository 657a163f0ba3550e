import fs from 'node:fs';
import path from 'node:path';
import jsQR from 'jsqr';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CardChecks } from '../../api/src/modules/card/card-check';
import { startAppServer, type AppServer } from './app-server';
import { launchBrowser } from './browser';
import { SCREENS_DIR, screenshot, signIn } from './helpers';

/**
 * Printed cards carry a QR (docs/screens.md#printed-cards): the print page and the gallery's
 * print are rendered in Chromium as paper (print media, A4), screenshotted, and each QR decoded
 * with jsQR from the pixels. It must hold the card's own public address with a check code the
 * card key accepts, and that code must fail for any other palette number. The server runs with a
 * known CARD_CHECK_SECRET so the test checks the codes with the key itself, besides the API.
 */
const SECRET = 'the e2e card key of printed cards, 32+ characters';
const checks = new CardChecks(new Uint8Array(), SECRET);
/** A4 at 96 px per inch: what Chromium lays a printed page out in. */
const A4 = { width: 794, height: 1123 };
const MM = 96 / 25.4;

let server: AppServer;
let browser: Browser;
let closeBrowser: () => Promise<void>;
// As fixture.ts: a hang detector only, E2E_START_TIMEOUT_MS raises it on a loaded machine.
const startTimeoutMs = Number(process.env.E2E_START_TIMEOUT_MS) || 150_000;
beforeAll(async () => {
  const [s, chrome] = await Promise.all([
    startAppServer({ CARD_CHECK_SECRET: SECRET }, { startTimeoutMs }),
    launchBrowser(),
  ]);
  server = s;
  browser = chrome.browser;
  closeBrowser = chrome.close;
}, startTimeoutMs);
afterAll(async () => {
  await closeBrowser?.();
  await server?.stop();
});

/** The QR in this element's screenshot, decoded from its pixels with jsQR (the canvas only unpacks the PNG). */
async function decodeQr(element: Locator): Promise<string | null> {
  const png = await element.screenshot({ animations: 'disabled' });
  const pixels = await element.page().evaluate(async (b64) => {
    const img = new Image();
    img.src = `data:image/png;base64,${b64}`;
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = img.naturalWidth;
    canvas.height = img.naturalHeight;
    const ctx = canvas.getContext('2d')!;
    ctx.drawImage(img, 0, 0);
    const data = ctx.getImageData(0, 0, canvas.width, canvas.height).data;
    let binary = '';
    for (let i = 0; i < data.length; i += 0x8000) binary += String.fromCharCode(...data.subarray(i, i + 0x8000));
    return { width: canvas.width, height: canvas.height, rgba: btoa(binary) };
  }, png.toString('base64'));
  const rgba = new Uint8ClampedArray(Buffer.from(pixels.rgba, 'base64'));
  return jsQR(rgba, pixels.width, pixels.height)?.data ?? null;
}

/** The set, palette and check of a decoded card address of this server, or null. */
function cardAddress(url: string | null): { set: number; palette: number; check: string } | null {
  const m = url ? new RegExp(`^${server.url}/c/(\\d+)/(\\d+)/([0-9A-Z]{8})$`).exec(url) : null;
  return m ? { set: Number(m[1]), palette: Number(m[2]), check: m[3]! } : null;
}

async function host(lang: 'en' | 'am'): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: server.url, viewport: A4 });
  await context.addInitScript((l) => {
    localStorage.setItem('language', l);
    // The print dialog of a headless browser: counted instead of opened.
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => void ((window as unknown as { printed: number }).printed += 1);
  }, lang);
  const page = await context.newPage();
  await signIn(page, 'demo');
  return { context, page };
}

/** The screen as helpers' screenshot takes it, and the whole page beside it (`<name>-full.png`). */
async function shot(page: Page, name: string) {
  await screenshot(page, name);
  await page.screenshot({ path: path.join(SCREENS_DIR, `${name}-full.png`), fullPage: true, animations: 'disabled' });
}

describe('printed cards carry a QR a phone can trust', () => {
  it('the print page: each card one A4 page, its QR decodes to its own address with a valid check', async () => {
    const { context, page } = await host('en');
    try {
      await page.goto('/print?cards=7,47');
      await page.locator('[data-testid=print-sheets][data-state=ready]').waitFor({ timeout: 20_000 });
      // The print dialog opens by itself once the cards and their codes are in.
      await expect.poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
      await page.emulateMedia({ media: 'print' });
      const sheets = page.getByTestId('print-page');
      expect(await sheets.count()).toBe(2);

      const api = await page.evaluate(async () => {
        const res = await fetch('/card/checks?cards=7,47', {
          headers: { authorization: `Bearer ${localStorage.getItem('token')}`, 'x-api-key': 'bingo-hall-web' },
        });
        return (await res.json()) as { cardSetId: number; cards: { paletteNumber: number; check: string }[] };
      });
      for (const [i, palette] of [7, 47].entries()) {
        const sheet = sheets.nth(i);
        const card = cardAddress(await decodeQr(sheet));
        expect(card).toEqual({ set: api.cardSetId, palette, check: api.cards[i]!.check });
        expect(checks.matches(card!.set, palette, card!.check)).toBe(true);
        // A changed palette number (a forged or mistyped card) fails the check.
        expect(checks.matches(card!.set, palette + 1, card!.check)).toBe(false);
        expect(await sheet.getByTestId('print-check').textContent()).toBe(card!.check);
        expect(await sheet.getByTestId('print-number').textContent()).toBe(String(palette));
        expect(await sheet.getByTestId('print-hall').textContent()).toBe('demo');
        // At least 2 cm wide on paper, quiet zone included (it is 45 mm); the card fits its page.
        const qr = await sheet.locator('svg[data-qr]').boundingBox();
        expect(qr!.width / MM).toBeCloseTo(45, 0);
        expect((await sheet.boundingBox())!.height / MM).toBeLessThanOrEqual(297 - 2 * 12);
      }
      // One card per page, as the specification prints them.
      const pdf = await page.pdf({ format: 'A4', printBackground: true });
      fs.writeFileSync(path.join(SCREENS_DIR, 'print-cards.pdf'), pdf);
      expect(pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g)).toHaveLength(2);
      await shot(page, 'print-en-a4');
    } finally {
      await context.close();
    }
  }, 300_000);

  it("the gallery's print: every card, one per page with its QR, and nothing of the screen around them", async () => {
    const { context, page } = await host('am');
    try {
      await page.goto('/cards');
      await page.getByTestId('card-gallery').waitFor();
      await page.getByTestId('gallery-print').click();
      await page
        .locator('[data-testid=gallery-sheets][data-state=ready]')
        .waitFor({ state: 'attached', timeout: 20_000 });
      await expect.poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
      await page.emulateMedia({ media: 'print' });
      expect(await page.getByTestId('print-page').count()).toBe(100);
      expect(await page.getByTestId('card-gallery').isVisible()).toBe(false);
      const card = cardAddress(await decodeQr(page.getByTestId('print-page').nth(46)));
      expect(card?.palette).toBe(47);
      expect(checks.matches(card!.set, 47, card!.check)).toBe(true);
      await shot(page, 'print-am-a4-gallery');
      await page.emulateMedia({ media: 'screen' });
      await shot(page, 'gallery-am-laptop');
    } finally {
      await context.close();
    }
  }, 300_000);

  it('the print page on screen before printing, in both languages, phone and laptop', async () => {
    for (const lang of ['en', 'am'] as const) {
      const { context, page } = await host(lang);
      try {
        for (const [device, viewport] of [
          ['phone', { width: 360, height: 740 }],
          ['laptop', { width: 1366, height: 768 }],
        ] as const) {
          await page.setViewportSize(viewport);
          await page.goto('/print?cards=3,14&autoprint=0');
          await page.locator('[data-testid=print-sheets][data-state=ready]').waitFor({ timeout: 20_000 });
          await shot(page, `print-${lang}-${device}`);
        }
        await page.setViewportSize(A4);
        await page.emulateMedia({ media: 'print' });
        await shot(page, `print-${lang}-a4-screen`);
      } finally {
        await context.close();
      }
    }
  }, 300_000);
});
