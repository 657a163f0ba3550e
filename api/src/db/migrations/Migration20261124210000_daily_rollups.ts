import { Migration } from '@mikro-orm/migrations';

/** The Addis Ababa calendar day of a game row (days are Addis days: docs/reporting.md). */
const DAY = (row: string) => `(${row}.created_at at time zone 'Africa/Addis_Ababa')::date`;

/** The figures one game row adds to its roll-up rows, in column order of stats_rollup_add. */
const FIGURES = (row: string, sign: string) =>
  `${sign}1, ${sign}${row}.total_stakes, ${sign}${row}.payout_to_winner, ${sign}${row}.profit, ` +
  `${sign}(${row}.house_win::int), ${sign}((${row}.profit < 0)::int), ${sign}${row}.platform_fee, 0, 0`;

/** Roll-up rows for every game and award in the tables (the backfill; the stats bench seed reuses it). */
export const ROLLUP_BACKFILL: string[] = [
  ...(
    [
      ['d', DAY('g')],
      ['m', `date_trunc('month', ${DAY('g')})::date`],
    ] as const
  ).flatMap(([grain, period]) =>
    ['g.game_type', `'*'`].map(
      (type) =>
        `insert into stats_rollup (grain, host_id, period, game_type, games, stakes, payout, profit, house_wins, losing, fees)
         select '${grain}', g.host_id, ${period}, ${type}, count(*), sum(g.total_stakes), sum(g.payout_to_winner), sum(g.profit),
                count(*) filter (where g.house_win), count(*) filter (where g.profit < 0), sum(g.platform_fee)
           from game g group by 2, 3, 4`,
    ),
  ),
  ...(
    [
      ['d', 'day_key::date'],
      ['m', `date_trunc('month', day_key::date)::date`],
    ] as const
  ).map(
    ([grain, period]) =>
      `insert into stats_rollup (grain, host_id, period, game_type, bonus_games, bonus_amount)
       select '${grain}', host_id, ${period}, '', count(distinct (game_id, day_key)), sum(amount) from bonus_award group by 2, 3`,
  ),
];

/**
 * Daily and monthly report roll-ups per host, Addis Ababa day and game type (docs/reporting.md#roll-ups).
 * Kept by triggers on `game` and `bonus_award`, so every transaction that writes a figure (game
 * start, claim settlement, end, abandon, bonus award, free game, any correction by hand) changes its
 * roll-up rows in the same transaction: committed together or not at all. Game figures are kept
 * per game type and under game_type '*' for all types together (the reports without a type read
 * a quarter of the rows); bonus figures under game_type '' (an award counts on its day_key).
 * The backfill rolls up every existing row.
 */
export class Migration20261124210000_daily_rollups extends Migration {
  override name = 'Migration20261124210000_daily_rollups';

  override up(): void {
    this.addSql(
      `create table "stats_rollup" ("grain" char(1) not null, "host_id" uuid not null, "period" date not null, "game_type" text not null,
        "games" bigint not null default 0, "stakes" bigint not null default 0, "payout" bigint not null default 0,
        "profit" bigint not null default 0, "house_wins" bigint not null default 0, "losing" bigint not null default 0,
        "fees" bigint not null default 0, "bonus_games" bigint not null default 0, "bonus_amount" bigint not null default 0,
        primary key ("grain", "game_type", "host_id", "period"))`,
    );
    // One change to the day and month rows of (host, day, type) and of (host, day, '*'). PL/pgSQL
    // keeps its plans for the session (a SQL function would plan again on every call).
    const rows = (type: string) =>
      `('d', h, d, ${type}, g, s, p, pr, hw, l, f, bg, ba), ('m', h, date_trunc('month', d)::date, ${type}, g, s, p, pr, hw, l, f, bg, ba)`;
    const upsert = (values: string) =>
      `insert into stats_rollup as r (grain, host_id, period, game_type, games, stakes, payout, profit, house_wins, losing, fees, bonus_games, bonus_amount)
       values ${values}
       on conflict (grain, game_type, host_id, period) do update set games = r.games + excluded.games, stakes = r.stakes + excluded.stakes,
         payout = r.payout + excluded.payout, profit = r.profit + excluded.profit, house_wins = r.house_wins + excluded.house_wins,
         losing = r.losing + excluded.losing, fees = r.fees + excluded.fees, bonus_games = r.bonus_games + excluded.bonus_games,
         bonus_amount = r.bonus_amount + excluded.bonus_amount;`;
    this.addSql(
      `create function stats_rollup_add(h uuid, d date, t text, g bigint, s bigint, p bigint, pr bigint, hw bigint, l bigint, f bigint, bg bigint, ba bigint)
       returns void language plpgsql as $$
       begin
         if t = '' then ${upsert(rows('t'))}
         else ${upsert(`${rows('t')}, ${rows(`'*'`)}`)}
         end if;
       end $$`,
    );
    // A settlement or end changes figures, not the host, day or type: one call with the differences.
    const same = `old.host_id = new.host_id and ${DAY('old')} = ${DAY('new')} and old.game_type = new.game_type`;
    const differences =
      'new.total_stakes - old.total_stakes, new.payout_to_winner - old.payout_to_winner, new.profit - old.profit, ' +
      'new.house_win::int - old.house_win::int, (new.profit < 0)::int - (old.profit < 0)::int, new.platform_fee - old.platform_fee, 0, 0';
    this.addSql(
      `create function stats_rollup_game() returns trigger language plpgsql as $$
       begin
         if tg_op = 'UPDATE' and ${same} then
           perform stats_rollup_add(new.host_id, ${DAY('new')}, new.game_type, 0, ${differences});
           return null;
         end if;
         if tg_op <> 'INSERT' then
           perform stats_rollup_add(old.host_id, ${DAY('old')}, old.game_type, ${FIGURES('old', '-')});
         end if;
         if tg_op <> 'DELETE' then
           perform stats_rollup_add(new.host_id, ${DAY('new')}, new.game_type, ${FIGURES('new', '')});
         end if;
         return null;
       end $$`,
    );
    this.addSql(
      `create trigger game_stats_rollup after insert or delete on game for each row execute function stats_rollup_game()`,
    );
    // Most game updates (calls revealed, pause, status) change no figure: they skip the roll-up.
    this.addSql(
      `create trigger game_stats_rollup_update after update on game for each row
       when ((old.host_id, old.created_at, old.game_type, old.total_stakes, old.payout_to_winner, old.profit, old.house_win, old.platform_fee)
             is distinct from (new.host_id, new.created_at, new.game_type, new.total_stakes, new.payout_to_winner, new.profit, new.house_win, new.platform_fee))
       execute function stats_rollup_game()`,
    );
    // A bonus day counts a game once however many awards it got (count distinct in the raw report):
    // statement triggers see every row of the statement at once (transition tables), so a game
    // starts or stops counting when its award count for the day goes from or to zero.
    const apply = (changed: string) =>
      `perform stats_rollup_add(c.host_id, c.day_key::date, '', 0, 0, 0, 0, 0, 0, 0, (k.now > 0)::int - ((k.now - c.added + c.removed) > 0)::int, c.amount::bigint)
         from (select host_id, day_key, game_id, sum(added) as added, sum(removed) as removed, sum(amount) as amount from (${changed}) x group by 1, 2, 3) c
         cross join lateral (select count(*) as now from bonus_award b where b.game_id = c.game_id and b.host_id = c.host_id and b.day_key = c.day_key) k;`;
    const added = 'select host_id, day_key, game_id, 1 as added, 0 as removed, amount from new_awards';
    const removed = 'select host_id, day_key, game_id, 0, 1, -amount from old_awards';
    this.addSql(
      `create function stats_rollup_bonus() returns trigger language plpgsql as $$
       begin
         if tg_op = 'INSERT' then ${apply(added)}
         elsif tg_op = 'DELETE' then ${apply(removed.replace('0, 1, -amount', '0 as added, 1 as removed, -amount as amount'))}
         else ${apply(`${added} union all ${removed}`)}
         end if;
         return null;
       end $$`,
    );
    for (const [event, tables] of [
      ['insert', 'new table as new_awards'],
      ['delete', 'old table as old_awards'],
      ['update', 'old table as old_awards new table as new_awards'],
    ] as const) {
      this.addSql(
        `create trigger bonus_award_stats_rollup_${event} after ${event} on bonus_award referencing ${tables} for each statement execute function stats_rollup_bonus()`,
      );
    }
    // Backfill: every existing game and award, both grains.
    for (const sql of ROLLUP_BACKFILL) this.addSql(sql);
  }
}
