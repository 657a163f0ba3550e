// Fills a database with STATS_HOSTS hosts (default 200) and STATS_GAMES games (default 1,000,000)
// spread over the last two years: every game type, negative profits, house wins, claims and
// bonus totals; ten cards in play per game, the winner drawn fairly among them (the anomaly
// roll-ups' cards: a fair hall raises about one lucky-card flag by chance per thousand cards).
// All rows are made by INSERT … SELECT generate_series inside PostgreSQL.
// Bench only, for speed at 10,000,000 games: the game indexes and the roll-up triggers are off
// while the games go in; the indexes are rebuilt and the roll-ups computed by the migrations'
// backfill SQL afterwards (the API never writes games this way: it keeps roll-ups by trigger).
// Claims are written up to 1,000,000 games (no report reads them).
// Usage: DATABASE_URL=postgres://…/fresh_db npx tsx bench/stats-seed.ts   (migrates first)
import { pathToFileURL } from 'node:url';
import { migrate, openOrm, type Orm } from '../src/db/open-orm';
import { ENTITIES } from '../src/modules';
import { createAccount } from '../src/modules/account';
import { ensureDefaultCardSets } from '../src/modules/card';
import { ROLLUP_BACKFILL } from '../src/db/migrations/Migration20261124210000_daily_rollups';
import { ROLLUP_GRAINS_BACKFILL } from '../src/db/migrations/Migration20261125100000_rollup_grains';
import { ANOMALY_BACKFILL } from '../src/db/migrations/Migration20261129020000_anomalies';

export const HOST_PREFIX = 'bench';

export async function seedStats(
  orm: Orm,
  hosts = 200,
  games = 1_000_000,
): Promise<{ hostsMs: number; gamesMs: number; rollupsMs: number; claimsMs: number }> {
  const conn = orm.em.getConnection();
  let t = performance.now();
  // One argon2 hash, copied: the password is the same for every bench host.
  const first = await createAccount(orm, {
    username: `${HOST_PREFIX}001`,
    password: 'bench-pass-123',
    role: 'HOST',
    cardSetId: 1,
    initialWalletSantim: 0,
  });
  await conn.execute(
    `insert into account (id, username, password_hash, role, card_set_id, token_version, blocked, wallet_balance, created_at, updated_at, commission_rate_bp)
     select gen_random_uuid(), '${HOST_PREFIX}' || lpad(i::text, 3, '0'), a.password_hash, 'HOST', 1, 0, false, 0, now(), now(), 2000
       from generate_series(2, ?) i, account a where a.id = ?`,
    [hosts, first.id],
  );
  const hostsMs = performance.now() - t;

  t = performance.now();
  const indexes = await conn.execute<{ name: string; def: string }[]>(
    `select indexname as name, indexdef as def from pg_indexes i where tablename = 'game'
       and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
  );
  for (const index of indexes) await conn.execute(`drop index "${index.name}"`);
  await conn.execute('alter table game disable trigger user');
  const BATCH = 250_000;
  for (let from = 1; from <= games; from += BATCH) {
    const to = Math.min(games, from + BATCH - 1);
    await conn.execute(
      `with h as (select array_agg(id order by username) as ids from account where username like '${HOST_PREFIX}%'),
            s as (select i, (array['regular','regular','house','free','multiplierBingo'])[1 + (i * 7) % 5] as gt,
                         1000 * (2 + i % 9) * (3 + i % 5) as total,
                         now() - (random() * interval '730 days') as at,
                         floor(random() * 10)::int as w
                    from generate_series(?::int, ?::int) i)
       insert into game (id, host_id, card_set_id, game_type, status, bet_santim, card_palette_numbers, stakes, house_cards, cards,
                         winning_patterns, call_speed_ms, seed, commitment, draw_order, winning_card, winning_calls, house_win,
                         commission_rate_bp, total_stakes, base_amount, total_bonus_amount, payout_to_winner, profit, platform_fee,
                         multiplier_bp, free_amount, bonuses, is_jackpot_game, jackpot_pool, jackpot_awarded,
                         created_at, ended_at, end_reason, public_code)
       select gen_random_uuid(), h.ids[1 + s.i % array_length(h.ids, 1)], 1, s.gt, 'ENDED',
              case when s.gt = 'multiplierBingo' then null else 1000 * (2 + s.i % 9) end,
              (select jsonb_agg(1 + (s.i * 7 + s.i / 200 * 13 + k * 11) % 100) from generate_series(0, 9) k), '[1000,2000,3000]', case when s.gt = 'house' then '[90,91]'::jsonb else '[]'::jsonb end, '[]', '["any"]', 5000,
              repeat('a', 64), repeat('b', 64), '[]', 1 + (s.i * 7 + s.i / 200 * 13 + s.w * 11) % 100, 20 + s.i % 40, s.gt = 'house' and s.i % 3 = 0,
              2000, s.total, s.total * 8 / 10, case when s.i % 17 = 0 then 500 else 0 end,
              s.total - p.profit, p.profit, greatest(0, p.profit * 1750 / 10000),
              case when s.gt = 'multiplierBingo' then 16000 end, 0, '[]', false, 0, 0, s.at, s.at, 'ENDED', lpad(to_hex(s.i), 8, '0')
         from s cross join h
         cross join lateral (select case when s.i % 4 = 0 then -(s.total / 2) else s.total / 5 end as profit) p`,
      [from, to],
    );
  }
  for (const index of indexes) await conn.execute(index.def);
  await conn.execute('alter table game enable trigger user');
  const gamesMs = performance.now() - t;

  t = performance.now();
  await conn.execute('delete from stats_rollup');
  for (const sql of [...ROLLUP_BACKFILL, ...ROLLUP_GRAINS_BACKFILL, ...ANOMALY_BACKFILL]) await conn.execute(sql);
  const rollupsMs = performance.now() - t;

  t = performance.now();
  if (games <= 1_000_000)
    await conn.execute(
      `insert into game_claim (game_id, palette_number, prefix_length, result, pattern, payout, created_at)
     select id, winning_card, winning_calls, 'WON', 'any', payout_to_winner, created_at from game where not house_win and winning_card % 2 = 0`,
    );
  // Autovacuum would do this on its own; the index-only scans of the reports need the visibility map.
  await conn.execute('vacuum analyze');
  return { hostsMs, gamesMs, rollupsMs, claimsMs: performance.now() - t };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('Set DATABASE_URL to a fresh PostgreSQL database');
  const orm = await openOrm({ kind: 'postgres', url }, ENTITIES);
  await migrate(orm);
  await ensureDefaultCardSets(orm.em.fork());
  console.log(
    JSON.stringify(
      await seedStats(orm, Number(process.env.STATS_HOSTS ?? 200), Number(process.env.STATS_GAMES ?? 1_000_000)),
    ),
  );
  await orm.close(true);
}
