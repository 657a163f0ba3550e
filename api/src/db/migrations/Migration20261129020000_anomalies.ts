import { Migration } from '@mikro-orm/migrations';

/** The Addis Ababa calendar day of a timestamp (days are Addis days: docs/reporting.md). */
const DAY = (at: string) => `(${at} at time zone 'Africa/Addis_Ababa')::date`;
/** The Monday of a date's ISO week. */
const MONDAY = (day: string) => `(${day} - (extract(isodow from ${day})::int - 1))`;
/** The calls a game ran to: the winning call, or the call it was abandoned at. */
const LENGTH = (g: string) => `coalesce(${g}.won_at_call, ${g}.winning_calls, ${g}.abandoned_at_call)`;
/** A host's usual length is known once it has ended this many games with a length. */
const USUAL_AFTER = 20;
/** The day figures of anomaly_rollup, in the order anomaly_add takes them. */
const FIGURES = [
  'games',
  'abandoned',
  'missed_claims',
  'sized_games',
  'short30',
  'short40',
  'short50',
  'shift_diffs',
  'payout_flags',
  'reprints',
  'repairings',
] as const;

/** A game's card rows (d, w, m) for one card: in play in a game someone won; wins; 1/N the chance gives it. */
const CARD_ROWS = (g: string, day: string) =>
  `select grain, ${g}.host_id, period, c.palette::smallint, 1, (c.palette = ${g}.winning_card and not ${g}.house_win)::int,
          1.0 / (jsonb_array_length(${g}.card_palette_numbers) + jsonb_array_length(${g}.house_cards))
     from jsonb_array_elements_text(${g}.card_palette_numbers) e(v) cross join lateral (select e.v::int as palette) c
     cross join (values ('d', ${day}), ('w', ${MONDAY(day)}), ('m', date_trunc('month', ${day})::date)) p (grain, period)`;

/**
 * The anomaly roll-ups of every row already in the tables (the backfill; the stats bench seed
 * runs it after loading games with the triggers off). A game's usual length is the mean of the
 * host's earlier games, as the trigger saw it.
 */
export const ANOMALY_BACKFILL: string[] = [
  'delete from anomaly_rollup',
  'delete from card_rollup',
  'delete from anomaly_usual',
  `insert into anomaly_rollup (host_id, day, games, abandoned, missed_claims, sized_games, short30, short40, short50)
   select host_id, day, count(*), count(*) filter (where abandoned), sum(missed),
          count(*) filter (where n >= ${USUAL_AFTER} and len is not null),
          count(*) filter (where n >= ${USUAL_AFTER} and len < 0.3 * mean), count(*) filter (where n >= ${USUAL_AFTER} and len < 0.4 * mean),
          count(*) filter (where n >= ${USUAL_AFTER} and len < 0.5 * mean)
     from (select g.host_id, ${DAY('g.created_at')} as day, g.end_reason = 'ABANDONED' as abandoned, coalesce(jsonb_array_length(g.missed_claims), 0) as missed,
                  ${LENGTH('g')} as len,
                  count(${LENGTH('g')}) over w as n, avg(${LENGTH('g')}) over w as mean
             from game g where g.status = 'ENDED'
           window w as (partition by g.host_id order by g.ended_at, g.id rows between unbounded preceding and 1 preceding)) x
    group by 1, 2`,
  `insert into anomaly_usual (host_id, games, calls)
   select host_id, count(${LENGTH('g')}), coalesce(sum(${LENGTH('g')}), 0) from game g where g.status = 'ENDED' group by 1`,
  `insert into card_rollup (grain, host_id, period, palette, plays, wins, expected)
   select x.grain, x.host_id, x.period, x.palette, count(*), sum(x.won), sum(x.chance)
     from game g cross join lateral (${CARD_ROWS('g', DAY('g.created_at'))}) x (grain, host_id, period, palette, one, won, chance)
    where g.status = 'ENDED' and g.winning_card is not null
    group by 1, 2, 3, 4`,
  `insert into anomaly_rollup as r (host_id, day, shift_diffs)
   select s.host_id, ${DAY('s.closed_at')}, count(*) from shift s left join till_settings t on t.host_id = s.host_id
    where s.closed_at is not null and abs(s.counted_santim - s.expected_santim) > coalesce(t.tolerance_santim, 0) group by 1, 2
   on conflict (host_id, day) do update set shift_diffs = r.shift_diffs + excluded.shift_diffs`,
  `insert into anomaly_rollup as r (host_id, day, payout_flags)
   select host_id, ${DAY('flagged_at')}, count(*) from payout_flag group by 1, 2
   on conflict (host_id, day) do update set payout_flags = r.payout_flags + excluded.payout_flags`,
  `insert into anomaly_rollup as r (host_id, day, repairings)
   select host_id, day, count(*) - 1 from (select host_id, ${DAY('paired_at')} as day from display_device) d group by 1, 2 having count(*) > 1
   on conflict (host_id, day) do update set repairings = r.repairings + excluded.repairings`,
  `insert into anomaly_rollup as r (host_id, day, reprints)
   select host_id, day::date, count(*) from card_print where reprint group by 1, 2
   on conflict (host_id, day) do update set reprints = r.reprints + excluded.reprints`,
];

/**
 * Anomaly roll-ups (docs/reporting.md#anomalies): per host and Addis day, the figures the owner's
 * anomaly screen sums over a range, and per host, card and day / ISO week / month, each card's
 * plays, wins and the wins chance gives it. Kept by triggers in the writing transactions, as the
 * report roll-ups are: a game's end (its length against the host's usual, kept in anomaly_usual),
 * its missed claims, a shift closed beyond the hall's tolerance, a flagged payout, a display
 * paired again the same day, and a card printed again the same day (card_print, new here: re-prints
 * were not recorded). The owner groups' thresholds are one row per group (defaults when none).
 * The figures are in the primary keys' indexes (INCLUDE): the screen reads them by index only.
 */
export class Migration20261129020000_anomalies extends Migration {
  override name = 'Migration20261129020000_anomalies';

  override up(): void {
    this.addSql(
      `create table "anomaly_rollup" ("host_id" uuid not null, "day" date not null, ${FIGURES.map((c) => `"${c}" int not null default 0`).join(', ')},
        primary key ("host_id", "day") include (${FIGURES.map((c) => `"${c}"`).join(', ')}))`,
    );
    this.addSql(
      `create table "card_rollup" ("grain" char(1) not null, "host_id" uuid not null, "period" date not null, "palette" smallint not null,
        "plays" int not null default 0, "wins" int not null default 0, "expected" double precision not null default 0,
        primary key ("host_id", "grain", "period", "palette") include ("plays", "wins", "expected"))`,
    );
    this.addSql(
      `create table "anomaly_usual" ("host_id" uuid not null, "games" bigint not null default 0, "calls" bigint not null default 0, primary key ("host_id"))`,
    );
    this.addSql(
      `create table "anomaly_thresholds" ("owner_group_id" int not null, "thresholds" jsonb not null, "updated_at" timestamptz not null, "updated_by" uuid not null, primary key ("owner_group_id"))`,
    );
    this.addSql(
      `alter table "anomaly_thresholds" add constraint "anomaly_thresholds_owner_group_id_foreign" foreign key ("owner_group_id") references "owner_group" ("id") on update cascade on delete cascade`,
    );
    this.addSql(
      `create table "card_print" ("id" bigserial primary key, "host_id" uuid not null, "palette_number" int not null, "day" varchar(10) not null, "reprint" boolean not null, "printed_at" timestamptz not null)`,
    );
    this.addSql(
      `create index "card_print_host_id_day_palette_number_index" on "card_print" ("host_id", "day", "palette_number")`,
    );
    this.addSql(
      `alter table "card_print" add constraint "card_print_host_id_foreign" foreign key ("host_id") references "account" ("id")`,
    );
    // Named arguments, each 0 unless given: a trigger says only what it changes.
    this.addSql(
      `create function anomaly_add(h uuid, d date, ${FIGURES.map((c) => `${c} int default 0`).join(', ')}) returns void language plpgsql as $$
       begin
         insert into anomaly_rollup as r (host_id, day, ${FIGURES.join(', ')}) values (h, d, ${FIGURES.map((c) => `anomaly_add.${c}`).join(', ')})
         on conflict (host_id, day) do update set ${FIGURES.map((c) => `${c} = r.${c} + excluded.${c}`).join(', ')};
       end $$`,
    );
    this.addSql(
      `create function anomaly_game() returns trigger language plpgsql as $$
       declare
         d date := ${DAY('new.created_at')};
         len int := ${LENGTH('new')};
         u record;
         mean float8;
         missed_before int := 0;
       begin
         if new.status = 'ENDED' and (tg_op = 'INSERT' or old.status <> 'ENDED') then
           select games, calls into u from anomaly_usual where host_id = new.host_id;
           mean := case when u.games >= ${USUAL_AFTER} then u.calls::float8 / u.games end;
           perform anomaly_add(new.host_id, d, games => 1, abandoned => coalesce(new.end_reason = 'ABANDONED', false)::int,
             sized_games => (mean is not null and len is not null)::int, short30 => coalesce(len < 0.3 * mean, false)::int,
             short40 => coalesce(len < 0.4 * mean, false)::int, short50 => coalesce(len < 0.5 * mean, false)::int);
           if len is not null then
             insert into anomaly_usual as a (host_id, games, calls) values (new.host_id, 1, len)
             on conflict (host_id) do update set games = a.games + 1, calls = a.calls + excluded.calls;
           end if;
           if new.winning_card is not null then
             insert into card_rollup as r (grain, host_id, period, palette, plays, wins, expected) ${CARD_ROWS('new', 'd')}
             on conflict (host_id, grain, period, palette) do update set plays = r.plays + 1, wins = r.wins + excluded.wins, expected = r.expected + excluded.expected;
           end if;
         end if;
         if new.status = 'ENDED' and new.missed_claims is not null then
           if tg_op = 'UPDATE' and old.status = 'ENDED' then missed_before := coalesce(jsonb_array_length(old.missed_claims), 0); end if;
           if jsonb_array_length(new.missed_claims) <> missed_before then
             perform anomaly_add(new.host_id, d, missed_claims => jsonb_array_length(new.missed_claims) - missed_before);
           end if;
         end if;
         return null;
       end $$`,
    );
    this.addSql(
      `create trigger game_anomaly_insert after insert on game for each row when (new.status = 'ENDED') execute function anomaly_game()`,
    );
    this.addSql(
      `create trigger game_anomaly_update after update on game for each row
       when (old.status is distinct from new.status or old.missed_claims is distinct from new.missed_claims) execute function anomaly_game()`,
    );
    this.addSql(
      `create function anomaly_shift() returns trigger language plpgsql as $$
       begin
         if abs(new.counted_santim - new.expected_santim) > coalesce((select tolerance_santim from till_settings where host_id = new.host_id), 0) then
           perform anomaly_add(new.host_id, ${DAY('new.closed_at')}, shift_diffs => 1);
         end if;
         return null;
       end $$`,
    );
    this.addSql(
      `create trigger shift_anomaly after update on shift for each row when (old.closed_at is null and new.closed_at is not null) execute function anomaly_shift()`,
    );
    this.addSql(
      `create function anomaly_payout_flag() returns trigger language plpgsql as $$
       begin perform anomaly_add(new.host_id, ${DAY('new.flagged_at')}, payout_flags => 1); return null; end $$`,
    );
    this.addSql(
      `create trigger payout_flag_anomaly after insert on payout_flag for each row execute function anomaly_payout_flag()`,
    );
    // A display paired again: the host had paired one before on the same Addis day.
    this.addSql(
      `create function anomaly_pairing() returns trigger language plpgsql as $$
       begin
         if exists (select 1 from display_device d where d.host_id = new.host_id and d.id <> new.id
                      and d.paired_at >= (${DAY('new.paired_at')})::timestamp at time zone 'Africa/Addis_Ababa' and d.paired_at <= new.paired_at) then
           perform anomaly_add(new.host_id, ${DAY('new.paired_at')}, repairings => 1);
         end if;
         return null;
       end $$`,
    );
    this.addSql(
      `create trigger display_device_anomaly after insert on display_device for each row execute function anomaly_pairing()`,
    );
    this.addSql(
      `create function anomaly_print() returns trigger language plpgsql as $$
       begin if new.reprint then perform anomaly_add(new.host_id, new.day::date, reprints => 1); end if; return null; end $$`,
    );
    this.addSql(
      `create trigger card_print_anomaly after insert on card_print for each row execute function anomaly_print()`,
    );
    for (const sql of ANOMALY_BACKFILL) this.addSql(sql);
  }
}
