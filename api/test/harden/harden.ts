// `npm run harden`: the whole hardening harness, one summary JSON on stdout.
//  1. money soak with one kill -9 on the embedded database (PGlite folder);
//  2. the same on a fresh database of the local PostgreSQL (skipped when none answers);
//  3. PostgreSQL stopped for 10 s under load (skipped without pg_ctlcluster) — it stops the
//     shared local cluster, which is why it runs only here and never in `npm test`;
//  4. the hostile-input fuzzer (all its cases: npm test runs a quarter) and the authorization-matrix test(s), through vitest.
// Env: SOAK_SECONDS (60), SOAK_HOSTS (20), SOAK_CLIENTS (50), HARDEN_POSTGRES_URL
// (postgres://postgres@127.0.0.1:5432/postgres), OUTAGE_SECONDS (10). Exit 1 when anything fails.
// HARDEN_SHORT=1 (`npm run harden:short`, run by .ci/run after `npm test`): steps 1 and 2 only,
// 20 s each with one kill -9, so a harness that no longer starts fails CI instead of rotting.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { adminUrl, withDatabase } from '../postgres-admin';

// The soak's throwaway accounts use the cheap test password hash (never in production).
process.env.BINGO_TEST_FAST_HASH ??= '1';
const { localClusterAvailable, runOutage } = await import('./pg-outage');
const { runSoak } = await import('./soak');

const ROOT = path.resolve(import.meta.dirname, '../../..');
const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const postgresUrl = process.env.HARDEN_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const progress = (line: string) => console.error(`[harden] ${line}`);
const short = process.env.HARDEN_SHORT === '1';
const soakOptions = {
  seconds: env('SOAK_SECONDS', short ? 20 : 60),
  hosts: env('SOAK_HOSTS', short ? 10 : 20),
  clients: env('SOAK_CLIENTS', short ? 20 : 50),
  kill: true,
  progress,
};

async function postgresAnswers(): Promise<boolean> {
  try {
    await withDatabase(adminUrl(postgresUrl), (sql) => sql('select 1').then(() => undefined));
    return true;
  } catch {
    return false;
  }
}

/** Fuzzer and authorization matrix, found by name so a renamed or new file is still picked up. */
function hardeningTestFiles(): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory() && entry.name !== 'node_modules') walk(full);
      else if (
        /\.test\.ts$/.test(entry.name) &&
        (/fuzz|hostile-input/i.test(full) || /authori[sz]ation-matrix/i.test(entry.name))
      )
        found.push(path.relative(path.join(ROOT, 'api'), full));
    }
  };
  walk(path.join(ROOT, 'api/src'));
  walk(path.join(ROOT, 'api/test'));
  return found.sort();
}

function runVitest(files: string[]) {
  const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'bingo-harden-')), 'vitest.json');
  const vitest = path.join(ROOT, 'node_modules/vitest/vitest.mjs');
  const run = spawnSync(
    process.execPath,
    [vitest, 'run', '--project', 'api', '--reporter=json', `--outputFile=${out}`, ...files],
    { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, BINGO_FUZZ_FULL: '1' } },
  );
  const report = fs.existsSync(out)
    ? (JSON.parse(fs.readFileSync(out, 'utf8')) as {
        numPassedTests: number;
        numFailedTests: number;
        numTotalTests: number;
        testResults: { name: string; status: string }[];
      })
    : null;
  return {
    files,
    exitCode: run.status,
    tests: report
      ? { total: report.numTotalTests, passed: report.numPassedTests, failed: report.numFailedTests }
      : null,
    fileResults: report?.testResults.map((r) => ({ file: path.relative(ROOT, r.name), status: r.status })) ?? [],
    pass: run.status === 0,
    ...(run.status === 0 ? {} : { stderrTail: run.stderr.slice(-2000) }),
  };
}

const summary: Record<string, unknown> = {};
const passes: boolean[] = [];

progress('soak + kill -9 on the embedded database');
const soakPglite = await runSoak(soakOptions);
summary.soakPglite = soakPglite;
passes.push(soakPglite.pass);

const havePostgres = await postgresAnswers();
if (havePostgres) {
  progress('soak + kill -9 on PostgreSQL');
  const soakPostgres = await runSoak({ ...soakOptions, postgresUrl });
  summary.soakPostgres = soakPostgres;
  passes.push(soakPostgres.pass);
} else summary.soakPostgres = { skipped: `no PostgreSQL answers at ${postgresUrl}` };

if (short) summary.postgresOutage = { skipped: 'short run (HARDEN_SHORT=1)' };
else if (havePostgres && localClusterAvailable()) {
  progress('PostgreSQL outage (stops the local cluster briefly)');
  const outage = await runOutage(postgresUrl, env('OUTAGE_SECONDS', 10), progress);
  summary.postgresOutage = outage;
  passes.push(outage.pass);
} else
  summary.postgresOutage = {
    skipped: havePostgres
      ? 'no local cluster to stop (pg_ctlcluster 15 main)'
      : `no PostgreSQL answers at ${postgresUrl}`,
  };

if (short) summary.fuzzAndAuthorization = { skipped: 'short run (HARDEN_SHORT=1): npm test runs a sample of them' };
else {
  const files = hardeningTestFiles();
  progress(`vitest: ${files.join(', ')}`);
  const tests = runVitest(files);
  summary.fuzzAndAuthorization = tests;
  passes.push(tests.pass);
}

summary.pass = passes.every(Boolean);
console.log(JSON.stringify(summary, null, 2));
process.exitCode = summary.pass ? 0 : 1;
