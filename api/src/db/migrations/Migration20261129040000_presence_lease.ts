import { Migration } from '@mikro-orm/migrations';

/**
 * Presence as leases (docs/fairness.md#no-calls-into-an-empty-room): one row per game and API
 * instance, `seen_at` meaning "watched until" (in the future while the instance's live feed holds a
 * lease), so a watched game costs a write every few call intervals rather than one per call. Rows
 * from before get the nil instance id: they are past notes, and no instance writes them again.
 */
export class Migration20261129040000_presence_lease extends Migration {
  override name = 'Migration20261129040000_presence_lease';

  override up(): void {
    this.addSql(
      `alter table "game_presence" add column "instance_id" uuid not null default '00000000-0000-0000-0000-000000000000'`,
    );
    this.addSql(`alter table "game_presence" alter column "instance_id" drop default`);
    this.addSql(`alter table "game_presence" drop constraint "game_presence_pkey"`);
    this.addSql(`alter table "game_presence" add primary key ("game_id", "instance_id")`);
  }

  override down(): void {
    // One row per game again: the latest, a lease cut back to now.
    this.addSql(
      `delete from "game_presence" p using "game_presence" q where p."game_id" = q."game_id" and (p."seen_at", p."instance_id") < (q."seen_at", q."instance_id")`,
    );
    this.addSql(`update "game_presence" set "seen_at" = least("seen_at", now())`);
    this.addSql(`alter table "game_presence" drop constraint "game_presence_pkey"`);
    this.addSql(`alter table "game_presence" drop column "instance_id"`);
    this.addSql(`alter table "game_presence" add primary key ("game_id")`);
  }
}
