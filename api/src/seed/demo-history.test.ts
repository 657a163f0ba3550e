import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addisDayKey, santimToBirr, shiftDayKey, verifyDraw } from '@bingo/core';
import { startTestServer, type TestServer } from '../../test/test-server';
import { loadConfig } from '../config/config';
import { verifyAuditChain } from '../modules/audit';
import { sqlEm } from '../shared/db/sql';
import { seedDemoHistory, type DemoHistoryResult } from './demo-history';
import { wantsDemoHistory } from './demo-history-start';

// The demo history is played through the services, so it must be as consistent
// as real play: wallets equal their ledgers, the audit chain verifies, reports equal the raw rows,
// every game verifies by its seed, and nothing is dated after now. A short history (DAYS) keeps
// this test quick; the 90-day start is measured in docs/demo-history.md.
const DAYS = 3;
let server: TestServer;
let result: DemoHistoryResult;
let now: Date;

beforeAll(async () => {
  server = await startTestServer();
  now = new Date();
  result = await seedDemoHistory(server.orm, server.services, { days: DAYS, now });
}, 240_000);
afterAll(() => server?.close());

/** ended_at is the END event's time in milliseconds; PostgreSQL keeps the event in microseconds. */
const MS = "interval '1 millisecond'";
const sql = <T>(text: string, params: unknown[] = []) => sqlEm(server.orm).execute<T[]>(text, params);

describe('demo history', () => {
  it('has games of every kind on every past day, claims, top-ups, free games and bonuses', async () => {
    expect(result.games).toBeGreaterThan(20);
    expect(result.topUps).toBeGreaterThan(0);
    const games = await sql<{ game_type: string; created_at: Date | string; status: string }>(
      'select game_type, created_at, status from game',
    );
    expect(games).toHaveLength(result.games);
    expect(new Set(games.map((g) => g.status))).toEqual(new Set(['ENDED']));
    expect(new Set(games.map((g) => g.game_type))).toEqual(new Set(['regular', 'house', 'multiplierBingo', 'free']));
    const days = new Set(games.map((g) => addisDayKey(new Date(g.created_at))));
    for (let d = 1; d <= DAYS; d++) expect(days).toContain(shiftDayKey(addisDayKey(now), -d));
    const [counts] = await sql<{ won: string; lost: string; bonuses: string; used: string; topups: string }>(
      `select (select count(*) from game_claim where result = 'WON') as won,
              (select count(*) from game_claim where result <> 'WON') as lost,
              (select count(*) from bonus_award) as bonuses,
              (select count(*) from free_game_slot where status = 'USED') as used,
              (select count(*) from ledger_entry where kind = 'TOP_UP') as topups`,
    );
    expect(Number(counts!.won)).toBeGreaterThan(0);
    expect(Number(counts!.lost)).toBeGreaterThan(0);
    expect(Number(counts!.bonuses)).toBeGreaterThan(0);
    expect(Number(counts!.used)).toBe(result.freeGames);
    expect(Number(counts!.topups)).toBeGreaterThan(0);
  });

  it('every wallet equals the sum of its ledger, and the audit chain verifies', async () => {
    const rows = await sql<{ username: string; wallet: string; ledger: string }>(
      `select a.username, a.wallet_balance as wallet, coalesce(sum(l.amount), 0) as ledger
         from account a left join ledger_entry l on l.account_id = a.id group by a.id`,
    );
    for (const r of rows) expect([r.username, Number(r.wallet)]).toEqual([r.username, Number(r.ledger)]);
    const report = await verifyAuditChain((text, params) => sql(text, params));
    expect(report).toMatchObject({ ok: true });
  });

  it('nothing is dated in the future, and each game keeps its order: start, play, claims, end', async () => {
    const [latest] = await sql<{ at: Date | string | null }>(
      `select max(at) as at from (
         select max(created_at) as at from game union all select max(ended_at) from game
         union all select max(at) from game_event union all select max(created_at) from game_claim
         union all select max(created_at) from ledger_entry union all select max(created_at) from bonus_award
         union all select max(used_at) from free_game_slot) t`,
    );
    expect(new Date(latest!.at!).getTime()).toBeLessThanOrEqual(Date.now());
    const [disorder] = await sql<{ n: string }>(
      `select count(*) as n from game g
        where exists (select 1 from game_event e where e.game_id = g.id and (e.at < g.created_at or e.at > g.ended_at + ${MS}))
           or exists (select 1 from game_claim c where c.game_id = g.id and (c.created_at < g.created_at or c.created_at > g.ended_at + ${MS}))`,
    );
    expect(Number(disorder!.n)).toBe(0);
  });

  it('the reports equal the raw game rows', async () => {
    const admin = await server.login('superadmin');
    const hosts = [
      ...(await server.request('GET', '/admin/naan/all/protected', { token: admin })).body,
      ...(await server.request('GET', '/v2/admin/naan/all/protected', { token: admin })).body,
    ];
    const raw = await sql<{ host_id: string; day: string; profit: string; games: string }>(
      `select host_id, to_char(created_at at time zone 'UTC' + interval '3 hours', 'YYYY-MM-DD') as day,
              sum(profit) as profit, count(*) as games
         from game group by 1, 2`,
    );
    for (const host of hosts) {
      const mine = raw.filter((r) => r.host_id === host._id);
      expect(host.totalGames).toBe(mine.reduce((s, r) => s + Number(r.games), 0));
      expect(host.totalProfit).toBeCloseTo(santimToBirr(mine.reduce((s, r) => s + Number(r.profit), 0)), 2);
      for (const day of host.statsByPeriod) {
        const row = mine.find((r) => r.day === day.date);
        expect([day.date, day.profit]).toEqual([day.date, santimToBirr(Number(row?.profit ?? 0))]);
      }
    }
    expect(hosts.some((h) => h.totalGames > 0)).toBe(true);
  });

  it('every game verifies by its revealed seed', async () => {
    const games = await sql<{ id: string; username: string }>(
      'select g.id, a.username from game g join account a on a.id = g.host_id',
    );
    const tokens = new Map<string, string>();
    for (const g of games) {
      if (!tokens.has(g.username)) tokens.set(g.username, await server.login(g.username));
      const recall = await server.request('GET', `/game/${g.id}`, { token: tokens.get(g.username) });
      expect(recall.status).toBe(200);
      expect(verifyDraw(recall.body.seed, recall.body.commitment, recall.body.calledNumbers)).toBe(true);
    }
  });
});

describe('when the history is played', () => {
  it('only in development, into the embedded database, on the start that created the demo accounts', () => {
    const pglite = { kind: 'pglite' as const, dataDir: '/tmp/x' };
    const postgres = { kind: 'postgres' as const, url: 'postgres://x' };
    const dev = loadConfig({ NODE_ENV: 'development' });
    const production = loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) });
    expect(wantsDemoHistory(dev, pglite, true)).toBe(true);
    expect(wantsDemoHistory(dev, pglite, false)).toBe(false);
    expect(wantsDemoHistory(dev, postgres, true)).toBe(false);
    expect(wantsDemoHistory(production, pglite, true)).toBe(false);
    expect(wantsDemoHistory(loadConfig({ NODE_ENV: 'test' }), pglite, true)).toBe(false);
    expect(wantsDemoHistory(loadConfig({ NODE_ENV: 'development', DEMO_HISTORY_DAYS: '0' }), pglite, true)).toBe(false);
  });

  it('a test server (NODE_ENV=test, as every API and e2e test starts) plays none', async () => {
    const other = await startTestServer();
    try {
      const [row] = await sqlEm(other.orm).execute<{ n: string }[]>('select count(*) as n from game');
      expect(Number(row!.n)).toBe(0);
    } finally {
      await other.close();
    }
  });
});
