import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { addisDayKey, isoWeekKey, monthKey, shiftDayKey } from '@bingo/core';
import { afterAll, describe, expect, it } from 'vitest';
import { openOrm, type Orm } from '../../db/open-orm';
import { ENTITIES } from '../../modules';
import type { Actor } from '../../shared/auth/actor';
import { sqlEm } from '../../shared/db/sql';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { StatsService } from './stats.service';

const API_DIR = path.resolve(__dirname, '../../..');
const FIGURES = 'games, stakes, payout, profit, house_wins, losing, fees, bonus_games, bonus_amount';

/** Every roll-up row recomputed from the raw rows (the definition the triggers must keep). */
const DAY = `(created_at at time zone 'Africa/Addis_Ababa')::date`;
const GAME_PERIODS: Record<string, string> = {
  d: DAY,
  w: `${DAY} - (extract(isodow from ${DAY})::int - 1)`, // the Monday of the ISO week
  m: `date_trunc('month', ${DAY})::date`,
  a: `date '0001-01-01'`, // all time: one row per host and type
};
const BONUS_PERIODS: Record<string, string> = { d: 'day_key::date', m: `date_trunc('month', day_key::date)::date` };
const RAW = [
  ...Object.entries(GAME_PERIODS).map(
    ([grain, period]) =>
      `select '${grain}' as grain, host_id, ${period} as period, game_type, count(*) as games, sum(total_stakes) as stakes,
              sum(payout_to_winner) as payout, sum(profit) as profit, count(*) filter (where house_win) as house_wins,
              count(*) filter (where profit < 0) as losing, sum(platform_fee) as fees, 0 as bonus_games, 0 as bonus_amount
         from game group by 2, 3, 4
       union all
       select '${grain}', host_id, ${period}, '*', count(*), sum(total_stakes), sum(payout_to_winner), sum(profit),
              count(*) filter (where house_win), count(*) filter (where profit < 0), sum(platform_fee), 0, 0
         from game group by 2, 3`,
  ),
  ...Object.entries(BONUS_PERIODS).map(
    ([grain, period]) =>
      `select '${grain}', host_id, ${period}, '', 0, 0, 0, 0, 0, 0, 0, count(distinct (game_id, day_key)), sum(amount)
         from bonus_award group by 2, 3`,
  ),
].join(' union all ');

async function rowsOf(orm: Orm, sql: string): Promise<string[]> {
  const rows = await sqlEm(orm).execute<Record<string, unknown>[]>(
    `select grain, host_id, to_char(period, 'YYYY-MM-DD') as period, game_type, ${FIGURES} from (${sql}) x`,
  );
  return rows
    .filter((r) => FIGURES.split(', ').some((c) => Number(r[c]) !== 0))
    .map((r) => [r.grain, r.host_id, r.period, r.game_type, ...FIGURES.split(', ').map((c) => Number(r[c]))].join('|'))
    .sort();
}

/** Runs the workload in a child process; with killAfter, SIGKILLs it once that many operations committed. */
function workload(env: Record<string, string>, seed: number, killAfter: number | null, ops = 1_000_000) {
  return new Promise<{ committed: number; signal: string | null }>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'test/rollup-workload.ts'], {
      cwd: API_DIR,
      env: {
        ...process.env,
        ...env,
        ROLLUP_SEED: String(seed),
        ROLLUP_OPS: String(killAfter === null ? ops : 1_000_000),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let committed = 0;
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => {
      committed += (chunk.toString().match(/op \d+/g) ?? []).length;
      if (killAfter !== null && committed >= killAfter) child.kill('SIGKILL');
    });
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 || signal === 'SIGKILL'
        ? resolve({ committed, signal })
        : reject(new Error(`workload ${code}: ${err}`)),
    );
  });
}

const superAdmin: Actor = {
  id: '00000000-0000-0000-0000-000000000000',
  username: 'rollup-test',
  role: 'SUPER_ADMIN',
  cardSetId: 1,
  ownerGroupId: null,
  steppedUp: false,
};

/** The reports with `now` far ahead (every day read from roll-ups) and far back (every game read raw). */
async function reportsAt(orm: Orm, now: Date) {
  const stats = new StatsService(orm);
  const today = addisDayKey(new Date());
  const range = { startDate: shiftDayKey(today, -120), endDate: shiftDayKey(today, 1) };
  return {
    all: await stats.typeStats(superAdmin, null, undefined, {}, now),
    house: await stats.typeStats(superAdmin, null, 'house', range, now),
    daily: await stats.dailyOfType(superAdmin, null, undefined, range, now),
    free: await stats.dailyOfType(superAdmin, null, 'free', {}, now),
    ranking: await stats.hostRanking(superAdmin, range, now),
    bonus: await stats.bonusTotals(superAdmin, null, range, now),
    multiplier: await stats.allMultiplier(superAdmin, range, now, false),
    summary: await stats.platformSummary(superAdmin, range, now),
  };
}

/**
 * The host records' series and totals at the real `now` (they read day, week, month and all-time
 * rows around today), computed here from the raw game rows: the reference the roll-ups must match.
 */
async function hostFiguresFromRaw(orm: Orm, now: Date) {
  const games = await sqlEm(orm).execute<
    { host_id: string; at: Date | string; stakes: string; payout: string; profit: string }[]
  >('select host_id, created_at as at, total_stakes as stakes, payout_to_winner as payout, profit from game');
  const today = addisDayKey(now);
  const monday = shiftDayKey(today, -((new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7));
  const days = Array.from({ length: 30 }, (_, i) => shiftDayKey(today, -i));
  const weeks = Array.from({ length: 12 }, (_, i) => isoWeekKey(shiftDayKey(monday, -7 * i)));
  const months = [...new Set(Array.from({ length: 400 }, (_, i) => monthKey(shiftDayKey(today, -i))))].slice(0, 12);
  const byHost = new Map<string, { day: string; stakes: number; payout: number; profit: number }[]>();
  for (const g of games) {
    const row = {
      day: addisDayKey(new Date(g.at)),
      stakes: Number(g.stakes),
      payout: Number(g.payout),
      profit: Number(g.profit),
    };
    byHost.set(g.host_id, [...(byHost.get(g.host_id) ?? []), row]);
  }
  const sum = (rows: { profit: number }[]) => rows.reduce((s, r) => s + r.profit, 0);
  return new Map(
    [...byHost].map(([host, rows]) => {
      const first = rows.map((r) => r.day).sort()[0]!;
      const activeMonths =
        (Number(today.slice(0, 4)) - Number(first.slice(0, 4))) * 12 +
        Number(today.slice(5, 7)) -
        Number(first.slice(5, 7)) +
        1;
      const on = (day: string) => rows.filter((r) => r.day === day);
      const last12WeeksProfits = weeks.map((week) => ({
        week,
        profit: sum(rows.filter((r) => isoWeekKey(r.day) === week)),
      }));
      const last12MonthsProfits = months.map((month) => ({
        month,
        profit: sum(rows.filter((r) => monthKey(r.day) === month)),
      }));
      const last30Days = days.map((date) => ({
        date,
        gamesCount: on(date).length,
        totalBetAmount: on(date).reduce((s, r) => s + r.stakes, 0),
        totalPayout: on(date).reduce((s, r) => s + r.payout, 0),
        profit: sum(on(date)),
      }));
      return [
        host,
        {
          totalProfit: sum(rows),
          totalGames: rows.length,
          weekProfit: last12WeeksProfits[0]!.profit,
          monthProfit: last12MonthsProfits[0]!.profit,
          avgMonthProfit: Math.round(sum(last12MonthsProfits) / 12),
          avgAllTimeProfit: Math.round(sum(rows) / Math.max(1, activeMonths)),
          gamesToday: last30Days[0]!.gamesCount,
          todayProfit: last30Days[0]!.profit,
          last30Days,
          last12WeeksProfits,
          last12MonthsProfits,
        },
      ];
    }),
  );
}

describe('daily roll-ups equal the raw aggregates after a random workload killed with SIGKILL', () => {
  let db: TestDatabase | null = null;
  let dataDir: string | null = null;
  afterAll(async () => {
    await db?.drop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps every roll-up row and every report equal to the raw figures', { timeout: 600_000 }, async () => {
    let env: Record<string, string>;
    let open: () => Promise<Orm>;
    if (process.env.TEST_DATABASE_URL) {
      db = await createTestDatabase();
      const url = (db.target as { url: string }).url;
      env = { ROLLUP_DB_URL: url };
      open = () => openOrm({ kind: 'postgres', url }, ENTITIES);
    } else {
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bingo-rollup-'));
      env = { ROLLUP_DATA_DIR: dataDir, ROLLUP_DB_URL: '' };
      open = () => openOrm({ kind: 'pglite', dataDir: dataDir! }, ENTITIES);
    }

    const seed = Number(process.env.ROLLUP_SEED ?? Date.now() % 100_000);
    const killed = await workload(env, seed, 150);
    expect(killed.signal, `seed ${seed}`).toBe('SIGKILL');

    // Restart: the API process is gone mid-transaction; what committed must still agree.
    let orm = await open();
    try {
      const rollups = await rowsOf(orm, 'select * from stats_rollup');
      expect(rollups.length).toBeGreaterThan(20);
      expect(rollups, `seed ${seed}`).toEqual(await rowsOf(orm, RAW));
    } finally {
      await orm.close(true);
    }

    // The workload goes on after the restart, to the end this time.
    await workload(env, seed + 1, null, 60);
    orm = await open();
    try {
      expect(await rowsOf(orm, 'select * from stats_rollup'), `seed ${seed}`).toEqual(await rowsOf(orm, RAW));
      const fromRollups = await reportsAt(orm, new Date(Date.now() + 400 * 86_400_000));
      const fromRaw = await reportsAt(orm, new Date('2000-01-01T12:00:00Z'));
      expect(fromRollups.all.totalGames).toBeGreaterThan(50);
      expect(fromRollups.bonus.length).toBeGreaterThan(0);
      expect(fromRollups, `seed ${seed}`).toEqual(fromRaw);
      const now = new Date();
      const hostFigures = await new StatsService(orm).hostAggregates(superAdmin, now);
      expect(new Map([...hostFigures].filter(([, f]) => f.totalGames > 0)), `seed ${seed}`).toEqual(
        await hostFiguresFromRaw(orm, now),
      );
    } finally {
      await orm.close(true);
    }
  });
});
