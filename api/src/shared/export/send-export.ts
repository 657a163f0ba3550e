import type { Response } from 'express';
import { EXPORT_MEDIA_TYPES } from '@bingo/core';
import type { ExportRequest } from './export-request';
import { exportLayout, exportValues, type ExportColumn, type ExportValue } from './export-columns';
import { writeInExportThread } from './export-thread';
import type { ExportReader } from './export-job';

/** What one screen exports: a file name (no extension), its columns, and its rows in batches. */
export interface ExportSource<R> {
  name: string;
  columns: readonly ExportColumn<R>[];
  /** The screen's query, read in batches (a cursor or keyset pages), never all rows at once. */
  rows: AsyncIterable<readonly R[]>;
  /** The same rows as the export thread can read them itself (PostgreSQL); then `rows` is not read. */
  reader?: ExportReader | null;
}

/**
 * One batch of rows already read (a short report: days of a range, a capped list). Read them
 * before calling sendExport, so a refusal (scope, filters) is still an error answer.
 */
export async function* oneBatch<R>(rows: readonly R[]): AsyncIterable<readonly R[]> {
  yield await Promise.resolve(rows);
}

async function* valuesOf<R>(source: ExportSource<R>): AsyncIterable<ExportValue[][]> {
  const values = exportValues(source.columns);
  for await (const batch of source.rows) yield batch.map(values);
}

/**
 * Streams an export as the answer. Every check (scope, range, filters) must have run before the
 * call: once the first byte is out the status is 200, and a failure mid-way can only cut the
 * download short (the error handler sees headersSent and leaves it).
 */
export async function sendExport<R>(res: Response, request: ExportRequest, source: ExportSource<R>): Promise<void> {
  const layout = exportLayout(source.name, source.columns, request.lang);
  const stamp = new Date().toISOString().slice(0, 10);
  const filename = `${source.name}-${stamp}.${request.format}`;
  res.status(200);
  res.setHeader(
    'Content-Type',
    request.format === 'csv' ? `${EXPORT_MEDIA_TYPES.csv}; charset=utf-8` : EXPORT_MEDIA_TYPES.xlsx,
  );
  res.setHeader('Content-Disposition', `attachment; filename="${filename}"`);
  res.setHeader('Cache-Control', 'no-store');
  try {
    await writeInExportThread(res, { format: request.format, layout, reader: source.reader ?? null }, valuesOf(source));
  } catch (error) {
    // Past the headers no error answer can be sent: cut the download so the client sees it failed.
    res.req.log?.error({ err: error }, 'export failed mid-way');
    res.destroy();
  }
}
