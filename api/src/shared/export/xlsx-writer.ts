import { type EventEmitter, once } from 'node:events';
import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { ExportCell } from './export-columns';
import { written } from './backpressure';

const BIRR_FORMAT = '0.00';

/**
 * Writes one XLSX sheet with exceljs's streaming WorkbookWriter: each row is committed (serialised
 * into the zip and let go) as soon as it is added, so memory stays flat however many rows there
 * are. Inline strings (no shared-string table) keep it that way; Birr cells are numbers shown
 * with two decimals.
 */
export async function writeXlsx<R>(
  out: Writable,
  sheetName: string,
  headers: readonly string[],
  birrColumns: readonly number[],
  cells: (row: R) => ExportCell[],
  batches: AsyncIterable<readonly R[]>,
): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31));
  sheet.columns = headers.map((header, i) => ({
    header,
    width: Math.max(12, header.length + 2),
    ...(birrColumns.includes(i) ? { style: { numFmt: BIRR_FORMAT } } : {}),
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  for await (const batch of batches) {
    for (const row of batch) {
      sheet.addRow(cells(row).map((c) => (c !== null && typeof c === 'object' ? c.birr / 100 : c))).commit();
    }
    await zipCaughtUp(sheet);
    await written(out);
  }
  sheet.commit();
  await workbook.commit();
}

/**
 * exceljs's sheet stream hands its XML to the zip without heeding backpressure (its `write` never
 * says "full"), and deflate runs behind: rows added as fast as the database sends them piled up
 * uncompressed in the zip's intake, about 100 MB for 100,000 rows. After each batch this waits
 * for that intake (the readable-stream PassThrough the sheet pipes into, exceljs 4.4 and archiver
 * 5) to drain, so the pile stays one batch. When those internals are not there, nothing waits.
 */
async function zipCaughtUp(sheet: ExcelJS.Worksheet): Promise<void> {
  const intake = (sheet as unknown as { stream?: { pipes?: unknown } }).stream?.pipes;
  if (!Array.isArray(intake)) return;
  for (const pipe of intake as (EventEmitter & { _writableState?: { needDrain?: boolean } })[]) {
    if (pipe._writableState?.needDrain) await once(pipe, 'drain');
  }
}
