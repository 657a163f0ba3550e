import { Migration } from '@mikro-orm/migrations';

/**
 * No calls into an empty room (docs/fairness.md#no-calls-into-an-empty-room): the server's own
 * pause is a clock event (AUTO_PAUSE), and when a screen of a game was last connected is kept per
 * game, so every API instance sees a screen connected to another.
 */
export class Migration20261128120000_auto_pause extends Migration {
  override name = 'Migration20261128120000_auto_pause';

  override up(): void {
    this.addSql(`alter table "game_event" drop constraint "game_event_kind_check"`);
    this.addSql(
      `alter table "game_event" add constraint "game_event_kind_check" check ("kind" in ('START', 'PLAY', 'PAUSE', 'END', 'AUTO_PAUSE'))`,
    );
    this.addSql(
      `create table "game_presence" ("game_id" uuid not null primary key references "game" ("id") on delete cascade, "seen_at" timestamptz not null)`,
    );
  }

  override down(): void {
    this.addSql(`drop table if exists "game_presence"`);
    this.addSql(`delete from "game_event" where "kind" = 'AUTO_PAUSE'`);
    this.addSql(`alter table "game_event" drop constraint "game_event_kind_check"`);
    this.addSql(
      `alter table "game_event" add constraint "game_event_kind_check" check ("kind" in ('START', 'PLAY', 'PAUSE', 'END'))`,
    );
  }
}
