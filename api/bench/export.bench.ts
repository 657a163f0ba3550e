// npm run -s bench:export: one host's 100,000 games (EXPORT_ROWS) exported as CSV and as XLSX
// by the real API in its own process (GET /admin/myGames?format=…), the download read to the
// end. Prints one JSON document: each export's time, the API process's peak resident memory
// while it ran (VmRSS sampled every 10 ms, and VmHWM, the kernel's own peak, reset before each
// export), and the ratio to the floor measured in the same run: the same rows read in one SQL
// statement by a bare pg client (docs/performance.md). The budget: a peak under 256 MB; the JSON
// also gives the process's RSS before the export (idle) and the growth. BENCH_API_NODE_ARGS gives
// the API process extra node flags.
// On PostgreSQL: BENCH_DATABASE_URL, TEST_DATABASE_URL or DATABASE_URL (a fresh database is made
// on that server and dropped after), default postgres://postgres@127.0.0.1:5432/test.
import fs from 'node:fs';
import 'reflect-metadata';
import { Client } from 'pg';
import { migrate, openOrm } from '../src/db/open-orm';
import { ENTITIES } from '../src/modules';
import { ensureDefaultCardSets } from '../src/modules/card';
import { benchDatabase, startApi } from './http/processes';
import { HOST_PREFIX, seedStats } from './stats-seed';

const ROWS = Number(process.env.EXPORT_ROWS ?? 100_000);
const SERVER_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  process.env.DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';
const LIMIT_MB = 256;
const MB = 1024 * 1024;

const kbField = (pid: number, field: string) => {
  const m = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) * 1024 : 0;
};

/** Downloads a file to the end, counting bytes and lines, while sampling the server's RSS. */
async function measure(url: string, token: string, pid: number) {
  // Writing 5 to clear_refs resets VmHWM to the current RSS (Linux), so the peak is this export's.
  fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
  let peak = kbField(pid, 'VmRSS');
  const sampler = setInterval(() => (peak = Math.max(peak, kbField(pid, 'VmRSS'))), 10);
  const t0 = performance.now();
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  if (res.status !== 200) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  let bytes = 0;
  let lines = 0;
  for await (const chunk of res.body! as AsyncIterable<Uint8Array>) {
    bytes += chunk.length;
    for (const b of chunk) if (b === 10) lines += 1;
  }
  const ms = performance.now() - t0;
  clearInterval(sampler);
  const hwm = kbField(pid, 'VmHWM');
  return { ms: Math.round(ms), bytes, lines, peakRssMB: +(Math.max(peak, hwm) / MB).toFixed(1) };
}

async function main() {
  const db = await benchDatabase(SERVER_URL);
  try {
    const t0 = performance.now();
    const orm = await openOrm({ kind: 'postgres', url: db.env.DATABASE_URL! }, ENTITIES);
    await migrate(orm);
    await ensureDefaultCardSets(orm.em.fork());
    await seedStats(orm, 1, ROWS);
    await orm.close(true);
    const seedMs = performance.now() - t0;

    // The floor: the same rows, same order, in one statement, nothing formatted.
    const pg = new Client({ connectionString: db.env.DATABASE_URL });
    await pg.connect();
    const f0 = performance.now();
    const floorRows = await pg.query(
      `select g.* , a.username from game g join account a on a.id = g.host_id
        where a.username = $1 order by g.created_at desc, g.id desc`,
      [`${HOST_PREFIX}001`],
    );
    const floorMs = performance.now() - f0;
    await pg.end();

    const api = await startApi(db.env);
    try {
      const login = await fetch(`${api.url}/api/admin/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: `${HOST_PREFIX}001`, password: 'bench-pass-123' }),
      });
      const { token } = (await login.json()) as { token: string };
      // Warm-up: the code paths loaded once, a small export of each kind.
      const today = new Date().toISOString().slice(0, 10);
      for (const format of ['csv', 'xlsx'])
        await measure(`${api.url}/admin/myGames?format=${format}&startDate=${today}&endDate=${today}`, token, api.pid);
      const idleRssMB = +(kbField(api.pid, 'VmRSS') / MB).toFixed(1);
      const csv = await measure(`${api.url}/admin/myGames?format=csv`, token, api.pid);
      const xlsx = await measure(`${api.url}/admin/myGames?format=xlsx&lang=am`, token, api.pid);
      const worst = Math.max(csv.peakRssMB, xlsx.peakRssMB);
      console.log(
        JSON.stringify(
          {
            bench: 'export',
            database: db.label,
            rows: ROWS,
            csvRows: csv.lines - 1,
            seedMs: Math.round(seedMs),
            floor: {
              what: 'the same rows read in one SQL statement by a bare pg client',
              ms: Math.round(floorMs),
              rows: floorRows.rowCount,
            },
            idleRssMB,
            csv: {
              ...csv,
              growthMB: +(csv.peakRssMB - idleRssMB).toFixed(1),
              ratioToFloor: +(csv.ms / floorMs).toFixed(1),
            },
            xlsx: {
              ...xlsx,
              growthMB: +(xlsx.peakRssMB - idleRssMB).toFixed(1),
              ratioToFloor: +(xlsx.ms / floorMs).toFixed(1),
            },
            limitMB: LIMIT_MB,
            peakWithinLimit: worst < LIMIT_MB,
            growthWithinLimit: worst - idleRssMB < LIMIT_MB,
          },
          null,
          2,
        ),
      );
      // The gate is the process's peak: the export thread reads, words and zips the rows in its own
      // small heap (shared/export/export-thread.ts), and the server gives back start-up's young
      // generation once ready (shared/process/start-up-memory.ts).
      if (worst >= LIMIT_MB || csv.lines - 1 !== ROWS) process.exitCode = 1;
    } finally {
      await api.stop();
    }
  } finally {
    await db.drop();
  }
}

await main();
