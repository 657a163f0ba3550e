import { PassThrough, Writable } from 'node:stream';
import { inject } from 'vitest';
import { afterAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import pg from 'pg';
import { parseCsv } from '../../../test/helpers/csv';
import { exportLayout, exportValues, type ExportColumn } from './export-columns';
import { writeInExportThread } from './export-thread';
import { EXPORT_APPLICATION_NAME, type ExportJob } from './export-job';

/**
 * The export thread (export-thread.ts): the file it builds from the batches it is handed or
 * reads itself, its pace set by the client, and what happens when the client leaves or the
 * thread fails. The file's content per screen is export.rest.test.ts's.
 */
interface Line {
  n: number;
  santim: number;
}
const COLUMNS: readonly ExportColumn<Line>[] = [
  { key: 'players', kind: 'int', value: (l) => l.n },
  { key: 'betAmount', kind: 'birr', value: (l) => l.santim },
];
const layout = exportLayout('probe', COLUMNS, 'en');
const csvJob: ExportJob = { format: 'csv', layout, reader: null };
const lines = (from: number, count: number): Line[] =>
  Array.from({ length: count }, (_, i) => ({ n: from + i, santim: (from + i) * 100 }));
const expected = (count: number) => lines(1, count).map((l) => [String(l.n), (l.santim / 100).toFixed(2)]);

/** Batches of values as sendExport hands them over; `state` tells how many were read and whether the source was closed. */
function source(batches: number, size: number, state = { read: 0, closed: false }) {
  const values = exportValues(COLUMNS);
  return {
    state,
    async *batches() {
      try {
        for (let b = 0; b < batches; b++) {
          state.read += 1;
          yield await Promise.resolve(lines(b * size + 1, size).map(values));
        }
      } finally {
        state.closed = true;
      }
    },
  };
}

/** Starting a thread loads its modules: seconds on a loaded machine. */
const STARTED = { timeout: 30_000 };

/** A client that reads slowly: one chunk per turn of the event loop, from a small buffer. */
async function slowClient(out: PassThrough): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of out) {
    chunks.push(chunk as Buffer);
    await new Promise((resolve) => setImmediate(resolve));
  }
  return Buffer.concat(chunks);
}

describe('the export thread, handed the batches', () => {
  it('writes the CSV of every batch, in order, at the pace of a slow client', async () => {
    const out = new PassThrough({ highWaterMark: 1024 });
    const rows = source(12, 250);
    const [body] = await Promise.all([slowClient(out), writeInExportThread(out, csvJob, rows.batches())]);
    const [headers, ...cells] = parseCsv(body.toString('utf8'));
    expect(headers).toEqual(layout.headers);
    expect(cells).toEqual(expected(3_000));
    expect(rows.state).toEqual({ read: 12, closed: true });
  });

  it('a client still taking the last bytes when the thread has finished gets the whole file', async () => {
    // Each chunk takes the client a while: when the thread says it is done and exits, the last
    // chunk is still on its way.
    const chunks: Buffer[] = [];
    const out = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk);
        setTimeout(callback, 300);
      },
    });
    await writeInExportThread(out, csvJob, source(2, 100).batches());
    expect(parseCsv(Buffer.concat(chunks).toString('utf8')).slice(1)).toEqual(expected(200));
  });

  it('writes the XLSX, Birr as numbers with two decimals', async () => {
    const out = new PassThrough();
    const [body] = await Promise.all([
      slowClient(out),
      writeInExportThread(out, { ...csvJob, format: 'xlsx' }, source(3, 400).batches()),
    ]);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(body as unknown as ExcelJS.Buffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.rowCount).toBe(1_201);
    expect(sheet.getRow(1201).values).toEqual([undefined, 1200, 1200]);
    expect(sheet.getCell('B2').numFmt).toBe('0.00');
  });

  it('stops reading rows when the client leaves, and says the file was cut short', async () => {
    const out = new PassThrough({ highWaterMark: 1024 }); // nobody reads: the client stalls, then leaves
    const rows = source(1_000, 500);
    const writing = writeInExportThread(out, csvJob, rows.batches());
    await expect.poll(() => out.writableNeedDrain, STARTED).toBe(true);
    out.destroy();
    await expect(writing).rejects.toThrow(/closed before it ended/);
    expect(rows.state.closed).toBe(true);
    // A client that stopped reading stops the reads within a few batches (two may be on their way
    // to the thread, and a batch or two more while the first bytes travel back), not the 1,000.
    expect(rows.state.read).toBeLessThan(10);
  });

  it('a failure in the thread rejects, so the download is cut short rather than ended as if whole', async () => {
    const out = new PassThrough();
    async function* bad() {
      yield await Promise.resolve([[1, 100]]);
      yield [['not a date', 100]]; // an instant column given text: wording it throws in the thread
    }
    const instantLayout = exportLayout(
      'probe',
      [{ key: 'dateTime', isoKey: 'dateTimeIso', kind: 'instant', value: () => null }] as ExportColumn<unknown>[],
      'en',
    );
    const writing = writeInExportThread(out, { ...csvJob, layout: instantLayout }, bad());
    out.resume();
    await expect(writing).rejects.toThrow();
    expect(out.writableEnded).toBe(false);
  });
});

const databaseUrl = inject('testDatabaseUrl');

describe.skipIf(!databaseUrl)('the export thread reading the rows itself (PostgreSQL)', () => {
  const reader = (params: object) => ({
    module: new URL('../../../test/helpers/series.reader.ts', import.meta.url).href,
    params,
    databaseUrl,
  });
  const admin = new pg.Client({ connectionString: databaseUrl });
  const exportConnections = async () => {
    const { rows } = await admin.query<{ n: number }>(
      'select count(*)::int as n from pg_stat_activity where application_name = $1 and datname = current_database()',
      [EXPORT_APPLICATION_NAME],
    );
    return rows[0]!.n;
  };
  afterAll(() => admin.end());

  it('reads and writes the same file on its own connection, then closes it', async () => {
    await admin.connect();
    const out = new PassThrough({ highWaterMark: 1024 });
    const [body] = await Promise.all([
      slowClient(out),
      writeInExportThread(out, { ...csvJob, reader: reader({ count: 2_500, batch: 1_000 }) }, source(0, 0).batches()),
    ]);
    expect(parseCsv(body.toString('utf8')).slice(1)).toEqual(expected(2_500));
    await expect.poll(exportConnections, STARTED).toBe(0);
  });

  it('when the client leaves, the thread stops and its connection closes', async () => {
    const out = new PassThrough({ highWaterMark: 1024 });
    const writing = writeInExportThread(
      out,
      { ...csvJob, reader: reader({ count: 1_000_000, batch: 1_000 }) },
      source(0, 0).batches(),
    );
    await expect.poll(() => out.writableNeedDrain, STARTED).toBe(true);
    expect(await exportConnections()).toBe(1);
    out.destroy();
    await expect(writing).rejects.toThrow(/closed before it ended/);
    await expect.poll(exportConnections, STARTED).toBe(0);
  });

  it("a reader's failure rejects and closes the connection", async () => {
    const out = new PassThrough();
    out.resume();
    const writing = writeInExportThread(
      out,
      { ...csvJob, reader: reader({ count: 5_000, batch: 1_000, failAt: 3_001 }) },
      source(0, 0).batches(),
    );
    await expect(writing).rejects.toThrow(/failed on purpose/);
    await expect.poll(exportConnections, STARTED).toBe(0);
  });
});
