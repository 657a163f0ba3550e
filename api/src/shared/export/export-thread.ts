import type { Writable } from 'node:stream';
import { Worker } from 'node:worker_threads';
import type { ExportValue } from './export-columns';
import type { ExportJob, FromExportThread, ToExportThread } from './export-job';
import { written } from './backpressure';

const ENTRY = new URL('./export-worker.boot.mjs', import.meta.url);

/**
 * The export thread's own heap limits. Its live data is a couple of batches and the zip's window
 * (under 20 MB for the games export); small limits make V8 collect as it goes, so a 100,000-row
 * file costs the process tens of MB (docs/performance.md). Over them, the thread stops and the
 * download is cut short.
 */
const LIMITS = { maxYoungGenerationSizeMb: 8, maxOldGenerationSizeMb: 48 };

/** Batches handed over (or, with a reader, allowed to be read) and not yet taken by the export thread. */
const AHEAD = 2;

/**
 * Writes an export file to `out` from a thread of its own, which words the values and builds the
 * CSV or the XLSX zip, and hands the bytes back. With `job.reader` (PostgreSQL) that thread also
 * reads the rows, on its own connection; otherwise this thread reads `batches` and hands each
 * over. Either way the file's allocations live in the export thread's small heap instead of
 * growing this one's, and deflate and calendar wording never hold up the calls of running games.
 * Resolves once `out` has ended; rejects if the client leaves or the thread fails.
 */
export async function writeInExportThread(
  out: Writable,
  job: ExportJob,
  batches: AsyncIterable<readonly ExportValue[][]>,
): Promise<void> {
  const rows = batches[Symbol.asyncIterator]();
  const worker = new Worker(ENTRY, { workerData: job, resourceLimits: LIMITS, execArgv: [] });
  try {
    await new Promise<void>((resolve, reject) => {
      let ahead = 0;
      let busy = false;
      let ended = false;
      /** The thread handed over its last bytes: it exits now, while the client may still be taking them. */
      let done = false;
      /** Keeps AHEAD batches on their way, each once the client has drained what it was sent. */
      const fill = async () => {
        if (busy) return;
        busy = true;
        while (!ended && ahead < AHEAD) {
          await written(out);
          let message: ToExportThread = { type: 'go' };
          if (!job.reader) {
            const next = await rows.next();
            message = next.done ? { type: 'end' } : { type: 'rows', rows: next.value };
          }
          if (message.type === 'end') ended = true;
          else ahead += 1;
          worker.postMessage(message);
        }
        busy = false;
      };
      worker.on('message', (message: FromExportThread) => {
        if (message.type === 'chunk') out.write(message.bytes);
        else if (message.type === 'took') {
          ahead -= 1;
          fill().catch(reject);
        } else {
          done = true;
          out.end(resolve);
        }
      });
      worker.on('error', reject);
      worker.on('exit', (code) => {
        if (!done) reject(new Error(`export thread stopped (${code})`));
      });
      out.on('close', () => reject(new Error('export stream closed before it ended')));
      fill().catch(reject);
    });
  } finally {
    await rows.return?.();
    await worker.terminate();
  }
}
