import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openOrm } from '../../src/db/open-orm';
import { ENTITIES } from '../../src/modules';
import { adminUrl, withDatabase } from '../postgres-admin';
import type { Query } from './game-money';
import { ServerProcess, sleep } from './server-process';
import { emptyLog, runClients, type StartAck } from './soak-clients';
import { call } from './soak-http';
import { prepareSoakDatabase, signInSoakActors } from './soak-setup';
import { verifySoak, type Check } from './soak-verify';

export interface SoakOptions {
  seconds: number;
  hosts: number;
  clients: number;
  /** SIGKILL the server halfway and start it again on the same data. */
  kill: boolean;
  /** postgres://… of a server to create a fresh database on; unset = embedded PGlite folder. */
  postgresUrl?: string;
  /** A migrated PGlite data-dir tarball to start the embedded database from (tests). */
  template?: Blob;
  /** Phase lines (to stderr in the CLI). */
  progress?: (line: string) => void;
}

export interface SoakReport {
  database: 'pglite' | 'postgres';
  seconds: number;
  hosts: number;
  clients: number;
  operations: number;
  operationsPerSecond: number;
  counts: Record<string, number>;
  bootMs: number;
  /** The final SIGTERM shut the server down by itself (false: it had to be killed). */
  cleanStop: boolean;
  serverOutputAtStop?: string;
  kill: null | {
    atSecond: number;
    restartMs: number;
    resumedGames: number;
    sameCallOrder: number;
    stillActive: number;
    retriedStarts: number;
    sameGameAfterRestart: number;
  };
  unexpectedAnswers: { op: string; status: number; body: unknown }[];
  checks: Check[];
  pass: boolean;
}

/**
 * The money soak: the real server in its own process, `clients` concurrent HTTP clients doing
 * a mix of starts, replays, claims, ends, top-ups, adjustments, bonuses and free games on
 * `hosts` hosts; optionally one kill -9 halfway. Then the database is checked (soak-verify).
 */
export async function runSoak(options: SoakOptions): Promise<SoakReport> {
  const runId = randomBytes(3).toString('hex');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bingo-soak-'));
  const dbName = `bingo_harden_${runId}`;
  let databaseUrl: string | undefined;
  if (options.postgresUrl) {
    await withDatabase(adminUrl(options.postgresUrl), (sql) => sql(`create database ${dbName}`).then(() => undefined));
    const u = new URL(options.postgresUrl);
    u.pathname = `/${dbName}`;
    databaseUrl = u.toString();
  }
  const server = await ServerProcess.create({ dataDir, databaseUrl });
  const progress = options.progress ?? (() => {});
  try {
    progress(`preparing ${databaseUrl ? 'PostgreSQL' : 'PGlite'} with ${options.hosts} hosts`);
    const prepared = await prepareSoakDatabase(
      databaseUrl ? { url: databaseUrl } : { dataDir: path.join(dataDir, 'pglite') },
      options.hosts,
      runId,
      options.template,
    );
    const bootMs = await server.start();
    progress(`server up in ${Math.round(bootMs)} ms`);
    const actors = await signInSoakActors(server.url, prepared);
    progress(`soak: ${options.clients} clients for ${options.seconds} s`);
    const log = emptyLog();
    const games = new Map<string, StartAck>();
    const t0 = Date.now();
    const clients = runClients({
      url: server.url,
      actors,
      clients: options.clients,
      until: t0 + options.seconds * 1000,
      log,
      games,
    });

    let kill: SoakReport['kill'] = null;
    let downMs = 0;
    if (options.kill) {
      // A real wait: the soak is load for a length of time, and the crash comes halfway through it.
      await sleep((options.seconds * 1000) / 2);
      const before = new Map(games);
      const startsBefore = log.starts.slice();
      const killedAt = Date.now();
      await server.kill9();
      progress(`kill -9 at ${((killedAt - t0) / 1000).toFixed(1)} s; restarting`);
      const restartMs = await server.start();
      progress(`restarted in ${Math.round(restartMs)} ms`);
      downMs = Date.now() - killedAt;
      kill = {
        atSecond: Math.round((killedAt - t0) / 100) / 10,
        restartMs: Math.round(restartMs),
        ...(await afterRestart(server.url, actors.hosts, before, startsBefore)),
      };
      progress('restart checks done');
    }
    await clients;
    const elapsed = (Date.now() - t0 - downMs) / 1000;
    progress(`clients done: ${Object.values(log.counts).reduce((a, b) => a + b, 0)} operations; stopping the server`);
    const cleanStop = await server.stop();
    progress(`server stopped (${cleanStop ? 'clean' : 'killed after the grace period'}); verifying the database`);

    const orm = await openOrm(
      databaseUrl ? { kind: 'postgres', url: databaseUrl } : { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') },
      ENTITIES,
    );
    let checks: Check[];
    try {
      const conn = orm.em.getConnection();
      const query: Query = (sql, params = []) => conn.execute(sql, params as unknown[]);
      checks = await verifySoak(query, log, actors);
    } finally {
      await orm.close(true);
    }
    if (kill) {
      checks.push({
        name: 'active games resume with the same call order after kill -9',
        pass: kill.sameCallOrder === kill.resumedGames,
        detail: { games: kill.resumedGames, same: kill.sameCallOrder },
      });
      checks.push({
        name: 'a start retried with its key after the restart answers the same game',
        pass: kill.sameGameAfterRestart === kill.retriedStarts,
        detail: { retried: kill.retriedStarts, same: kill.sameGameAfterRestart },
      });
    }
    checks.push({
      name: 'replays with the same key answered the same game',
      pass: log.replays.different === 0,
      detail: log.replays,
    });
    checks.push({
      name: 'no 5xx or unexpected answer',
      pass: log.unexpected.length === 0,
      detail: { count: log.unexpected.length },
    });
    const operations = Object.values(log.counts).reduce((s, c) => s + c, 0);
    return {
      database: databaseUrl ? 'postgres' : 'pglite',
      seconds: options.seconds,
      hosts: options.hosts,
      clients: options.clients,
      operations,
      operationsPerSecond: Math.round(operations / elapsed),
      counts: {
        ...log.counts,
        unansweredBonusCreates: log.unanswered.bonus,
        unansweredFreeGameSchedules: log.unanswered.freeGame,
        claimsInDoubtAtCrash: log.claimsInDoubt.length,
      },
      bootMs: Math.round(bootMs),
      cleanStop,
      ...(cleanStop ? {} : { serverOutputAtStop: server.output().slice(-1500) }),
      kill,
      unexpectedAnswers: log.unexpected.slice(0, 10),
      checks,
      pass: checks.every((c) => c.pass),
    };
  } catch (error) {
    throw new Error(
      `${error instanceof Error ? error.message : error}\n--- server output ---\n${server.output().slice(-4000)}`,
      { cause: error },
    );
  } finally {
    await server.kill9();
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (options.postgresUrl)
      await withDatabase(adminUrl(options.postgresUrl), (sql) =>
        sql(`drop database if exists ${dbName} with (force)`).then(() => undefined),
      );
  }
}

/**
 * Right after the restart: the games that were newest per host at the crash answer the same
 * commitment and call order, and starts acknowledged before the crash, retried with their
 * Idempotency-Key, answer the same game.
 */
async function afterRestart(
  url: string,
  hosts: { id: string; token: string }[],
  newest: Map<string, StartAck>,
  starts: StartAck[],
) {
  const token = new Map(hosts.map((h) => [h.id, h.token]));
  let sameCallOrder = 0;
  let stillActive = 0;
  for (const ack of newest.values()) {
    const g = await call(url, 'GET', `/game/${ack.gameId}`, { token: token.get(ack.hostId) });
    if (
      g.status === 200 &&
      g.body.commitment === ack.commitment &&
      // The server's clock continues: the calls seen at start (none) are the start of the calls now.
      g.body.calledNumbers.slice(0, ack.calledNumbers.length).join() === ack.calledNumbers.join()
    )
      sameCallOrder++;
    if (g.body?.status === 'ACTIVE') stillActive++;
  }
  // The newest two starts per host: enough to cover every host, cheap in the fast subset.
  const retry = starts.slice(-2 * hosts.length);
  let sameGameAfterRestart = 0;
  for (const ack of retry) {
    const a = await call(url, 'POST', '/game/start', {
      token: token.get(ack.hostId),
      body: ack.body,
      headers: { 'idempotency-key': ack.key },
    });
    if (a.status === 200 && a.body.gameId === ack.gameId && a.body.commitment === ack.commitment)
      sameGameAfterRestart++;
  }
  return { resumedGames: newest.size, sameCallOrder, stillActive, retriedStarts: retry.length, sameGameAfterRestart };
}
