import { Migration } from '@mikro-orm/migrations';

/** Free-game slots. */
export class Migration20261120030000_free_games extends Migration {
  override name = 'Migration20261120030000_free_games';

  override up(): void {
    this.addSql(
      `create table "free_game_slot" ("id" uuid not null, "host_id" uuid not null, "scheduled_at" timestamptz not null, "status" text not null, "used_at" timestamptz null, "used_in_game_id" uuid null, "created_at" timestamptz not null, primary key ("id"))`,
    );
    this.addSql(
      `create index "free_game_slot_host_id_status_scheduled_at_index" on "free_game_slot" ("host_id", "status", "scheduled_at")`,
    );
    this.addSql(
      `alter table "free_game_slot" add constraint "free_game_slot_host_id_foreign" foreign key ("host_id") references "account" ("id")`,
    );
    this.addSql(
      `alter table "free_game_slot" add constraint "free_game_slot_status_check" check ("status" in ('SCHEDULED', 'USED', 'CANCELLED', 'VOID'))`,
    );
  }
}
