import type { ExportReadFn } from '../../src/shared/export/export-job';

/**
 * A reader for the export thread's tests: `count` rows (n, n × 100 santim) read from PostgreSQL
 * in batches of `batch`, each its own statement, as the games reader pages. With `failAt`, the
 * batch starting there fails in the export thread, as a lost connection would.
 */
export const readExport: ExportReadFn<{ count: number; batch: number; failAt?: number }> = async function* (
  read,
  { count, batch, failAt },
) {
  for (let from = 1; from <= count; from += batch) {
    if (from === failAt) throw new Error('the reader failed on purpose');
    const rows = await read<{ n: number }>('select g::int as n from generate_series(?::int, ?::int) g order by g', [
      from,
      Math.min(count, from + batch - 1),
    ]);
    yield rows.map((r) => [r.n, r.n * 100]);
  }
};
