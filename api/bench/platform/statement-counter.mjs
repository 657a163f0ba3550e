// BENCH_COUNT_STATEMENTS=1 (platform.bench.ts): loaded into each API process with `--import`.
// Counts the statements the process sends PostgreSQL (every node-postgres Client.query that goes
// out: a BEGIN held back until its transaction's first statement counts when it is sent), by
// their text with literals blanked. On SIGUSR2 it writes the counts so far to
// $BENCH_STATEMENTS_DIR/<pid>.json, so the bench can take them before and after its run.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const pg = createRequire(import.meta.url)('pg');
const counts = new Map();
const base = pg.Client.prototype.query;
pg.Client.prototype.query = function countedQuery(...args) {
  const first = args[0];
  const text = typeof first === 'string' ? first : (first?.text ?? '?');
  const kind = text
    .replace(/\s+/g, ' ')
    .replace(/'(?:[^']|'')*'/g, "'…'")
    .replace(/\b\d+\b/g, 'n')
    .slice(0, 90);
  counts.set(kind, (counts.get(kind) ?? 0) + 1);
  return base.apply(this, args);
};

process.on('SIGUSR2', () => {
  const file = path.join(process.env.BENCH_STATEMENTS_DIR ?? '.', `${process.pid}.json`);
  fs.writeFileSync(file, JSON.stringify(Object.fromEntries(counts)));
});
