import fs from 'node:fs';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { EXPORT_COLUMNS } from '@bingo/core';
import en from '../src/shared/i18n/export.en.json';
import am from '../src/shared/i18n/export.am.json';
import { parseCsv } from '../../api/test/helpers/csv';
import { screenshot } from './helpers';
import { useAppAndBrowser } from './fixture';

/**
 * The owner exports a report (docs/reporting.md#exports): a host's statistics → Export → CSV and
 * XLSX; each download happens, parses, has the 30 days the screen shows, and its headers in the
 * screen's language (Amharic: Ethiopian dates beside the ISO column).
 */
const e2e = useAppAndBrowser();
const CATALOGUES = { en, am } as const;
const tid = (id: string) => `[data-testid="${id}"]`;

describe('the owner exports a report', () => {
  for (const lang of ['en', 'am'] as const)
    it(`${lang}: a host's daily figures as CSV and XLSX, headers in the screen's language`, async () => {
      const strings = CATALOGUES[lang].export;
      const context = await e2e.browser.newContext({
        baseURL: e2e.server.url,
        viewport: { width: 1366, height: 768 },
        serviceWorkers: 'block',
        acceptDownloads: true,
      });
      await context.addInitScript((l) => localStorage.setItem('language', l), lang);
      const page = await context.newPage();
      page.setDefaultTimeout(15_000);
      try {
        await page.goto('/login');
        await page.locator('input[name=username]').fill('owner.hawassa');
        await page.locator('input[name=password]').fill('demo1234');
        await page.locator('button[type=submit]').click();
        await page.waitForURL('**/owner**');
        const row = page.locator(tid('host-hawassa1'));
        await row.locator(tid('host-stats-open')).click();
        await expect.poll(() => page.locator(`${tid('host-stats-table')} tbody tr`).count()).toBe(30);

        const button = page.locator(tid('export-host-stats'));
        expect(await button.innerText()).toBe(strings.button);
        await button.click();
        await page.locator(tid('export-host-stats-csv')).waitFor();
        expect(await page.locator(tid('export-host-stats-xlsx')).innerText()).toBe(strings.xlsx);
        await screenshot(page, `export-menu-${lang}`);
        const [csvDownload] = await Promise.all([
          page.waitForEvent('download'),
          page.locator(tid('export-host-stats-csv')).click(),
        ]);
        expect(csvDownload.suggestedFilename()).toMatch(/^daily-figures-.*\.csv$/);
        const [header, ...rows] = parseCsv(fs.readFileSync(await csvDownload.path(), 'utf8'));
        expect(header).toEqual(
          (['day', 'dayIso', 'games', 'betAmount', 'payout', 'profit'] as const).map((k) => EXPORT_COLUMNS[k][lang]),
        );
        expect(rows).toHaveLength(30);
        for (const r of rows) {
          expect(r[1]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
          expect(r[5]).toMatch(/^-?\d+\.\d{2}$/);
        }
        if (lang === 'am') expect(rows[0]![0]).toMatch(/[\u1200-\u137F]/);

        await button.click();
        const [xlsxDownload] = await Promise.all([
          page.waitForEvent('download'),
          page.locator(tid('export-host-stats-xlsx')).click(),
        ]);
        const workbook = new ExcelJS.Workbook();
        await workbook.xlsx.readFile(await xlsxDownload.path());
        const sheet = workbook.worksheets[0]!;
        expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(header);
        expect(sheet.rowCount).toBe(31);
        expect((sheet.getRow(2).values as unknown[])[2]).toBe(rows[0]![1]);
      } finally {
        await context.close();
      }
    });
});
