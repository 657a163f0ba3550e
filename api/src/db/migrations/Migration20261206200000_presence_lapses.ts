import { Migration } from '@mikro-orm/migrations';

/**
 * The empty-room sweep reads only games with a lapsed presence row (docs/fairness.md#no-calls-into-an-empty-room):
 * rows by `seen_at`; every running game a row (a PLAY writes one from now on; games running now get
 * one at their PLAY's time, under the nil instance id as past notes); ended games' rows, which no
 * rule reads any more, deleted.
 */
export class Migration20261206200000_presence_lapses extends Migration {
  override name = 'Migration20261206200000_presence_lapses';

  override up(): void {
    this.addSql(`delete from "game_presence" p using "game" g where g."id" = p."game_id" and g."status" = 'ENDED'`);
    this.addSql(
      `insert into "game_presence" ("game_id", "instance_id", "seen_at")
         select g."id", '00000000-0000-0000-0000-000000000000', e."at"
           from "game" g
           join lateral (select "kind", "at" from "game_event" where "game_id" = g."id" order by "id" desc limit 1) e on true
          where g."status" = 'ACTIVE' and e."kind" = 'PLAY'
         on conflict ("game_id", "instance_id") do update set "seen_at" = greatest("game_presence"."seen_at", excluded."seen_at")`,
    );
    this.addSql(`create index "game_presence_seen_at_index" on "game_presence" ("seen_at")`);
  }

  override down(): void {
    this.addSql(`drop index "game_presence_seen_at_index"`);
  }
}
