// The export thread (started by export-thread.ts through export-worker.boot.mjs): words the rows' values,
// writes the CSV or the XLSX zip and posts the bytes back; with a reader it reads the rows too.
import { Writable } from 'node:stream';
import { parentPort, workerData } from 'node:worker_threads';
import pg from 'pg';
import { toDriverValue, toPositional, type SqlRows } from '../db/statement-text';
import { exportCells, type ExportValue } from './export-columns';
import {
  EXPORT_APPLICATION_NAME,
  type ExportJob,
  type ExportReadFn,
  type ExportReader,
  type FromExportThread,
  type ToExportThread,
} from './export-job';
import { writeCsv } from './csv-writer';
import { writeXlsx } from './xlsx-writer';

const port = parentPort!;
const job = workerData as ExportJob;

/** The file's bytes go to the request thread as they are made; it writes them to the client. */
const file = new Writable({
  write(chunk: Buffer, _encoding, callback) {
    // A copy of just this chunk, moved (not cloned): a Buffer may be a view into a larger pool.
    const bytes = new Uint8Array(chunk);
    port.postMessage({ type: 'chunk', bytes } satisfies FromExportThread, [bytes.buffer]);
    callback();
  },
  final(callback) {
    port.postMessage({ type: 'done' } satisfies FromExportThread);
    callback();
  },
});

/** The request thread's messages, taken in order. */
const inbox: ToExportThread[] = [];
let arrived: (() => void) | null = null;
port.on('message', (message: ToExportThread) => {
  inbox.push(message);
  arrived?.();
});
async function take(): Promise<ToExportThread> {
  while (inbox.length === 0) await new Promise<void>((resolve) => (arrived = resolve));
  arrived = null;
  const message = inbox.shift()!;
  if (message.type !== 'end') port.postMessage({ type: 'took' } satisfies FromExportThread);
  return message;
}

/** Batches as the request thread sends them, a few ahead of what is being written. */
async function* sent(): AsyncIterable<readonly ExportValue[][]> {
  for (let m = await take(); m.type === 'rows'; m = await take()) yield m.rows;
}

/** Batches read here, on a connection of this thread's own, each once the request thread says go (its client keeps up). */
async function* read(reader: ExportReader): AsyncIterable<ExportValue[][]> {
  const client = new pg.Client({ connectionString: reader.databaseUrl, application_name: EXPORT_APPLICATION_NAME });
  await client.connect();
  try {
    const rows: SqlRows = async (text, params) =>
      (await client.query(toPositional(text), params.map(toDriverValue))).rows;
    const { readExport } = (await import(reader.module)) as { readExport: ExportReadFn<unknown> };
    for await (const batch of readExport(rows, reader.params)) {
      await take();
      yield batch;
    }
  } finally {
    await client.end();
  }
}

const cells = exportCells(job.layout);
const { headers, birrColumns, name } = job.layout;
const batches = job.reader ? read(job.reader) : sent();
if (job.format === 'csv') await writeCsv(file, headers, cells, batches);
else await writeXlsx(file, name, headers, birrColumns, cells, batches);
port.close();
