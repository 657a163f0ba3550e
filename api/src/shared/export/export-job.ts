/** What passes between the request thread and the export thread (export-thread.ts, export-worker.ts). */
import type { SqlRows } from '../db/statement-text';
import type { ExportLayout, ExportValue } from './export-columns';

/**
 * What a reader module (loaded by the export thread by its URL) exports as `readExport`: an
 * export's rows as values, in batches, read through `read` with a scope already checked on the
 * request thread.
 */
export type ExportReadFn<P> = (read: SqlRows, params: P) => AsyncIterable<ExportValue[][]>;

/**
 * How the export thread reads an export's rows itself, on a connection of its own (PostgreSQL):
 * the reader module's URL, its params (plain data: the checked scope) and the database.
 */
export interface ExportReader {
  module: string;
  params: unknown;
  databaseUrl: string;
}

/** What the export thread is told to write (workerData); with a reader it reads the rows itself. */
export interface ExportJob {
  format: 'csv' | 'xlsx';
  layout: ExportLayout;
  reader: ExportReader | null;
}

/** Request thread → export thread: a batch of rows' values or their end; with a reader, leave to read one more. */
export type ToExportThread = { type: 'rows'; rows: readonly ExportValue[][] } | { type: 'end' } | { type: 'go' };

/** Export thread → request thread: file bytes, a batch taken (so one more may come), or the file's end. */
export type FromExportThread = { type: 'chunk'; bytes: Uint8Array } | { type: 'took' } | { type: 'done' };

/** The export thread's connections' application_name on PostgreSQL, so an operator sees them in pg_stat_activity. */
export const EXPORT_APPLICATION_NAME = 'bingo-export';
