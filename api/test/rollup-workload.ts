// A random, seeded workload on the report figures, for the roll-up property test
// (src/modules/stats/stats-rollup.test.ts): game starts (some with bonus awards), settlements,
// corrections of day/type/figures, extra and withdrawn awards, deleted games. Every operation is
// one transaction; "op N" is printed after each commit. The test kills this process with SIGKILL
// while it runs, so a transaction is often cut in the middle.
// Usage: ROLLUP_DB_URL=postgres://… | ROLLUP_DATA_DIR=<pglite dir>  ROLLUP_SEED=1 ROLLUP_OPS=1000000 tsx test/rollup-workload.ts
import crypto from 'node:crypto';
import { migrate, openOrm, type DatabaseTarget } from '../src/db/open-orm';
import { ENTITIES } from '../src/modules';
import { ensureDefaultCardSets } from '../src/modules/card';
import { sqlEm } from '../src/shared/db/sql';
import type { Tx } from '../src/shared/db/transaction';

export const WORKLOAD_HOSTS = 4;
const TYPES = ['regular', 'house', 'free', 'multiplierBingo'] as const;
const DAY = 86_400_000;

/** mulberry32: a small seeded generator, so a failing seed can be replayed. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const target: DatabaseTarget = process.env.ROLLUP_DB_URL
  ? { kind: 'postgres', url: process.env.ROLLUP_DB_URL }
  : { kind: 'pglite', dataDir: process.env.ROLLUP_DATA_DIR! };
const rnd = random(Number(process.env.ROLLUP_SEED ?? 1));
const int = (n: number) => Math.floor(rnd() * n);
const pick = <T>(xs: readonly T[]): T => xs[int(xs.length)]!;

const orm = await openOrm(target, ENTITIES);
await migrate(orm);
await ensureDefaultCardSets(orm.em.fork());
const conn = orm.em.getConnection();
const hosts: string[] = [];
const configs: string[] = [];
for (let i = 0; i < WORKLOAD_HOSTS; i++) {
  const username = `rollup${i}`;
  let [row] = await conn.execute<{ id: string }[]>('select id from account where username = ?', [username]);
  if (!row) {
    row = { id: crypto.randomUUID() };
    await conn.execute(
      `insert into account (id, username, password_hash, role, card_set_id, token_version, blocked, wallet_balance, created_at, updated_at, commission_rate_bp)
       values (?, ?, 'x', 'HOST', 1, 0, false, 0, now(), now(), 2000)`,
      [row.id, username],
    );
    await conn.execute(
      `insert into bonus_config (id, host_id, name, bonus_type, value, start_date_time, end_date_time, game_type, trigger_type, selected_days, selected_time_slots, created_at, updated_at)
       values (?, ?, 'workload', 'fixed', 100, now(), now(), 'all', 'time-based', '[]', '[]', now(), now())`,
      [crypto.randomUUID(), row.id],
    );
  }
  hosts.push(row.id);
  const [config] = await conn.execute<{ id: string }[]>('select id from bonus_config where host_id = ?', [row.id]);
  configs.push(config!.id);
}

/** An instant in the last 70 days, today included, often right around an Addis midnight. */
function instant(): Date {
  const now = Date.now();
  if (rnd() < 0.3) {
    const midnight = Math.floor((now + 3 * 3_600_000) / DAY) * DAY - 3 * 3_600_000 - int(40) * DAY;
    return new Date(midnight + (int(240) - 120) * 1000);
  }
  return new Date(now - int(70 * DAY));
}

const dayKey = (at: Date) => new Date(at.getTime() + 3 * 3_600_000).toISOString().slice(0, 10);

async function award(tx: Tx, gameId: string, hostIndex: number, at: Date) {
  await tx.execute(
    `insert into bonus_award (config_id, host_id, game_id, bonus_type, value, amount, day_key, created_at) values (?, ?, ?, 'fixed', 100, ?, ?, ?)`,
    [configs[hostIndex]!, hosts[hostIndex]!, gameId, 100 + int(5000), dayKey(at), at],
  );
}

async function start(tx: Tx) {
  const h = int(hosts.length);
  const id = crypto.randomUUID();
  const at = instant();
  const stakes = 1000 * (1 + int(40));
  const profit = int(3) === 0 ? -int(stakes) : int(stakes);
  await tx.execute(
    `insert into game (id, host_id, card_set_id, game_type, status, bet_santim, card_palette_numbers, stakes, house_cards, cards, winning_patterns,
       call_speed_ms, seed, commitment, draw_order, winning_card, winning_calls, house_win, commission_rate_bp, total_stakes, base_amount,
       total_bonus_amount, payout_to_winner, profit, platform_fee, multiplier_bp, free_amount, bonuses, is_jackpot_game, jackpot_pool,
       jackpot_awarded, created_at, public_code)
     values (?, ?, 1, ?, 'ACTIVE', null, '[1]', '[1000]', '[]', '[]', '["any"]', 5000, ?, ?, '[]', null, null, ?, 2000, ?, ?, 0, ?, ?, ?, null, 0, '[]', false, 0, 0, ?, ?)`,
    [
      id,
      hosts[h]!,
      pick(TYPES),
      'a'.repeat(64),
      'b'.repeat(64),
      rnd() < 0.2,
      stakes,
      stakes,
      stakes - profit,
      profit,
      Math.max(0, Math.floor(profit / 6)),
      at,
      id.slice(0, 8).toUpperCase(),
    ],
  );
  for (let k = int(3) === 0 ? 1 + int(3) : 0; k > 0; k--) await award(tx, id, h, at);
}

async function someGame(tx: Tx) {
  const [g] = await tx.execute<{ id: string; host_id: string; created_at: Date | string }[]>(
    'select id, host_id, created_at from game where host_id in (?, ?, ?, ?) order by md5(id::text || ?) limit 1',
    [...hosts, String(rnd())],
  );
  return g;
}

/** One operation of the mix, in its own transaction. */
async function operation() {
  await sqlEm(orm).transactional(async (tx: Tx) => {
    const roll = rnd();
    if (roll < 0.45) return start(tx);
    const g = await someGame(tx);
    if (!g) return start(tx);
    if (roll < 0.7) {
      // claim settlement / end: the outcome changes the payout, the profit, the fee, house_win
      const [row] = await tx.execute<{ total_stakes: string }[]>('select total_stakes from game where id = ?', [g.id]);
      const profit = int(Number(row!.total_stakes)) - int(2000);
      await tx.execute(
        `update game set status = 'ENDED', house_win = ?, profit = ?, payout_to_winner = total_stakes - ?, platform_fee = ?, ended_at = now() where id = ?`,
        [rnd() < 0.3, profit, profit, Math.max(0, Math.floor(profit / 6)), g.id],
      );
    } else if (roll < 0.8) {
      // a correction by hand: another day or game type
      await tx.execute('update game set created_at = ?, game_type = ? where id = ?', [instant(), pick(TYPES), g.id]);
    } else if (roll < 0.87) {
      await award(tx, g.id, hosts.indexOf(g.host_id), new Date(g.created_at));
    } else if (roll < 0.93) {
      await tx.execute(
        'delete from bonus_award where id in (select id from bonus_award where game_id = ? order by id limit 1)',
        [g.id],
      );
    } else if (roll < 0.96) {
      await tx.execute("update game set end_reason = 'ENDED' where id = ?", [g.id]); // no figure changes
    } else {
      await tx.execute('delete from bonus_award where game_id = ?', [g.id]);
      await tx.execute('delete from game where id = ?', [g.id]);
    }
  });
}

const ops = Number(process.env.ROLLUP_OPS ?? 1_000_000);
for (let i = 1; i <= ops; i++) {
  await operation();
  process.stdout.write(`op ${i}\n`);
}
await orm.close(true);
