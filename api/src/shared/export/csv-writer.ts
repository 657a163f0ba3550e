import type { Writable } from 'node:stream';
import { csvBirr, type ExportCell } from './export-columns';
import { written } from './backpressure';

function field(cell: ExportCell): string {
  if (cell === null) return '';
  if (typeof cell === 'object') return csvBirr(cell);
  const text = String(cell);
  // RFC 4180 quoting; a leading =, +, -, @, tab or CR is prefixed so a spreadsheet never runs a cell as a formula.
  const safe = typeof cell === 'string' && /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

const line = (cells: readonly ExportCell[]) => `${cells.map(field).join(',')}\r\n`;

/**
 * Writes CSV (UTF-8 with a byte-order mark, so spreadsheets read Amharic right) one batch at a
 * time, waiting for the client to drain what it was sent before reading the next batch.
 */
export async function writeCsv<R>(
  out: Writable,
  headers: readonly string[],
  cells: (row: R) => ExportCell[],
  batches: AsyncIterable<readonly R[]>,
): Promise<void> {
  out.write(`\uFEFF${line(headers)}`);
  for await (const batch of batches) {
    let chunk = '';
    for (const row of batch) chunk += line(cells(row));
    if (!out.write(chunk)) await written(out);
  }
  out.end();
}
