import { Migration } from '@mikro-orm/migrations';

/** The period an all-time row ('a') is filed under: one row per host and game type. */
export const ALL_TIME_PERIOD = '0001-01-01';

/** The Monday of a date's ISO week, in SQL date arithmetic (no time zone involved). */
const monday = (day: string) => `(${day} - (extract(isodow from ${day})::int - 1))`;

const FIGURES = 'games, stakes, payout, profit, house_wins, losing, fees, bonus_games, bonus_amount';
const SUMS = FIGURES.split(', ')
  .map((c) => `sum(${c})`)
  .join(', ');

/**
 * Week and all-time rows of every game type (and '*') computed from the day and month rows (the
 * backfill; the stats bench seed runs it after the daily roll-ups' backfill). Day and month rows
 * are exact (kept by trigger), so their sums are too; reading them is far cheaper than the games.
 */
export const ROLLUP_GRAINS_BACKFILL: string[] = [
  `delete from stats_rollup where grain in ('w', 'a')`,
  `insert into stats_rollup (grain, host_id, period, game_type, ${FIGURES})
   select 'w', host_id, ${monday('period')}, game_type, ${SUMS} from stats_rollup where grain = 'd' and game_type <> '' group by 2, 3, 4`,
  `insert into stats_rollup (grain, host_id, period, game_type, ${FIGURES})
   select 'a', host_id, date '${ALL_TIME_PERIOD}', game_type, ${SUMS} from stats_rollup where grain = 'm' and game_type <> '' group by 2, 4`,
];

/**
 * Coarser report roll-ups (docs/reporting.md#roll-ups): besides day ('d') and month ('m') rows,
 * the same trigger now keeps ISO week rows ('w', dated the Monday) and one all-time row per host
 * and game type ('a', dated 0001-01-01), for game figures (bonus figures stay by day and month:
 * no report sums them over weeks or all time). So the host list reads one total row per host
 * instead of two years of months, and 12-week series read 12 rows per host instead of 84 days.
 * Still one INSERT … ON CONFLICT statement per change, in the writing transaction.
 */
export class Migration20261125100000_rollup_grains extends Migration {
  override name = 'Migration20261125100000_rollup_grains';

  override up(): void {
    const row = (grain: string, period: string, type: string) =>
      `('${grain}', h, ${period}, ${type}, g, s, p, pr, hw, l, f, bg, ba)`;
    const grains = (type: string, all: boolean) =>
      [
        row('d', 'd', type),
        ...(all ? [row('w', 'wk', type)] : []),
        row('m', 'mo', type),
        ...(all ? [row('a', `date '${ALL_TIME_PERIOD}'`, type)] : []),
      ].join(', ');
    const upsert = (values: string) =>
      `insert into stats_rollup as r (grain, host_id, period, game_type, ${FIGURES})
       values ${values}
       on conflict (grain, game_type, host_id, period) do update set ${FIGURES.split(', ')
         .map((c) => `${c} = r.${c} + excluded.${c}`)
         .join(', ')};`;
    // Same signature as before: the game and bonus triggers call it unchanged.
    this.addSql(
      `create or replace function stats_rollup_add(h uuid, d date, t text, g bigint, s bigint, p bigint, pr bigint, hw bigint, l bigint, f bigint, bg bigint, ba bigint)
       returns void language plpgsql as $$
       declare
         wk date := ${monday('d')};
         mo date := date_trunc('month', d)::date;
       begin
         if t = '' then ${upsert(grains('t', false))}
         else ${upsert(`${grains('t', true)}, ${grains(`'*'`, true)}`)}
         end if;
       end $$`,
    );
    for (const sql of ROLLUP_GRAINS_BACKFILL) this.addSql(sql);
    // The figures ride in the primary key's index (INCLUDE), so a report reads its thousands of day
    // rows by index only: a visit per row to a heap page was most of a day series' cost. Roll-up
    // updates change a figure every time, so they were not HOT updates before either: the index
    // entry each one writes is only wider (docs/performance.md has the trigger's cost).
    this.addSql(
      `alter table stats_rollup drop constraint stats_rollup_pkey,
         add constraint stats_rollup_pkey primary key (grain, game_type, host_id, period) include (${FIGURES})`,
    );
    // A report reads a few thousand rows by index: starting parallel workers costs more than it
    // saves, most of all on a small machine that also serves the games.
    this.addSql('alter table stats_rollup set (parallel_workers = 0)');
    this.addSql('analyze stats_rollup');
  }
}
