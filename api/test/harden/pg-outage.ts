import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openOrm } from '../../src/db/open-orm';
import { ENTITIES } from '../../src/modules';
import { adminUrl, withDatabase } from '../postgres-admin';
import { ServerProcess, sleep } from './server-process';
import { emptyLog, runClients, type StartAck } from './soak-clients';
import { call } from './soak-http';
import { prepareSoakDatabase, signInSoakActors } from './soak-setup';
import { verifySoak, type Check } from './soak-verify';

const CLUSTER = ['15', 'main'];

/** Whether this machine has the local cluster we may stop (pg_ctlcluster 15 main). */
export function localClusterAvailable(): boolean {
  try {
    execFileSync('pg_ctlcluster', [...CLUSTER, 'status'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

export interface OutageReport {
  outageSeconds: number;
  /** Answers to probe requests while PostgreSQL was stopped, by status. */
  answersWhileAway: Record<string, number>;
  messageWhileAway: string | null;
  /** From `pg_ctlcluster start` to the API's /readyz answering 200 again, same process. */
  recoveredMs: number;
  sameServerProcess: boolean;
  operations: number;
  counts: Record<string, number>;
  unexpectedAnswers: { op: string; status: number; body: unknown }[];
  checks: Check[];
  pass: boolean;
}

/**
 * PostgreSQL stopped for `seconds` under a light client load: the API (one process, never
 * restarted) must answer 503 with a message meanwhile, recover by itself, and lose nothing.
 * Stops the shared local cluster: run only from `npm run harden`, never from npm test.
 */
export async function runOutage(
  postgresUrl: string,
  seconds = 10,
  progress: (line: string) => void = () => {},
): Promise<OutageReport> {
  const runId = randomBytes(3).toString('hex');
  const dbName = `bingo_harden_outage_${runId}`;
  await withDatabase(adminUrl(postgresUrl), (sql) => sql(`create database ${dbName}`).then(() => undefined));
  const url = new URL(postgresUrl);
  url.pathname = `/${dbName}`;
  const databaseUrl = url.toString();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bingo-outage-'));
  const server = await ServerProcess.create({ dataDir, databaseUrl });
  try {
    const prepared = await prepareSoakDatabase({ url: databaseUrl }, 4, runId);
    await server.start();
    const pid = server.pid;
    const actors = await signInSoakActors(server.url, prepared);
    const log = emptyLog();
    const games = new Map<string, StartAck>();
    const clients = runClients({
      url: server.url,
      actors,
      clients: 8,
      until: Date.now() + (seconds + 8) * 1000,
      log,
      games,
    });
    // Not in `npm test` (npm run harden only). Load for a while before the outage, as a hall has.
    await sleep(3_000);

    const answers: Record<string, number> = {};
    let message: string | null = null;
    const host = actors.hosts[0]!;
    progress(`stopping PostgreSQL for ${seconds} s`);
    execFileSync('pg_ctlcluster', [...CLUSTER, 'stop', '-m', 'fast']);
    let startedAt = 0;
    try {
      const until = Date.now() + seconds * 1000;
      while (Date.now() < until) {
        for (const a of [
          await call(server.url, 'GET', '/game/active', { token: host.token }),
          await call(server.url, 'POST', '/game/start', {
            token: host.token,
            body: { bettingAmount: 10, cardPaletteNumbers: [1, 2, 3], callSpeed: 5000 },
            headers: { 'idempotency-key': `probe-${randomBytes(8).toString('hex')}` },
          }),
          await call(server.url, 'POST', '/graphql', { token: host.token, body: { query: '{ me { username } }' } }),
        ]) {
          answers[a.status] = (answers[a.status] ?? 0) + 1;
          message ??= a.body?.message ?? a.body?.errors?.[0]?.message ?? null;
        }
        // The probes' pace during the outage: they measure what clients see, for its whole length.
        await sleep(300);
      }
    } finally {
      execFileSync('pg_ctlcluster', [...CLUSTER, 'start']);
      startedAt = Date.now();
      progress('PostgreSQL started again');
    }
    let recoveredMs = -1;
    while (Date.now() - startedAt < 60_000) {
      if ((await call(server.url, 'GET', '/readyz')).status === 200) {
        recoveredMs = Date.now() - startedAt;
        break;
      }
      await sleep(100); // the resolution of the recovery time measured
    }
    await clients;
    const sameServerProcess = server.pid === pid;
    await server.stop();

    const orm = await openOrm({ kind: 'postgres', url: databaseUrl }, ENTITIES);
    let checks: Check[];
    try {
      const conn = orm.em.getConnection();
      checks = await verifySoak((sql, params = []) => conn.execute(sql, params as unknown[]), log, actors);
    } finally {
      await orm.close(true);
    }
    const only503 = Object.keys(answers).every((s) => s === '503');
    checks.unshift(
      {
        name: 'answers 503 with a message while the database is away',
        pass: only503 && !!message && Object.keys(answers).length > 0,
        detail: { answers, message },
      },
      {
        name: 'recovers by itself, without a restart',
        pass: recoveredMs >= 0 && sameServerProcess,
        detail: { recoveredMs, sameServerProcess },
      },
      {
        name: 'no 5xx other than 503, no unexpected answer',
        pass: log.unexpected.length === 0,
        detail: { count: log.unexpected.length },
      },
    );
    return {
      outageSeconds: seconds,
      answersWhileAway: answers,
      messageWhileAway: message,
      recoveredMs,
      sameServerProcess,
      operations: Object.values(log.counts).reduce((s, c) => s + c, 0),
      counts: log.counts,
      unexpectedAnswers: log.unexpected.slice(0, 10),
      checks,
      pass: checks.every((c) => c.pass),
    };
  } finally {
    await server.kill9();
    fs.rmSync(dataDir, { recursive: true, force: true });
    await withDatabase(adminUrl(postgresUrl), (sql) =>
      sql(`drop database if exists ${dbName} with (force)`).then(() => undefined),
    ).catch(() => undefined);
  }
}
