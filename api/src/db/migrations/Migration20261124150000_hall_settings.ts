import { Migration } from '@mikro-orm/migrations';

/**
 * Hall settings per host (docs/roles-and-accounts.md#hall-settings), and the jackpot's on/off
 * switch (docs/games-and-money.md#jackpot). A pool that already accrues stays on; the others
 * start off until the host's owner or the super admin turns them on.
 */
export class Migration20261124150000_hall_settings extends Migration {
  override name = 'Migration20261124150000_hall_settings';

  override up(): void {
    this.addSql(
      `create table "hall_settings" ("host_id" uuid not null, "display_name" varchar(64) null, "support_phones" jsonb not null, "default_language" varchar(8) null, "default_voice" varchar(16) null, "updated_at" timestamptz not null, primary key ("host_id"))`,
    );
    this.addSql(
      `alter table "hall_settings" add constraint "hall_settings_host_id_foreign" foreign key ("host_id") references "account" ("id") on update cascade on delete cascade`,
    );
    this.addSql(`alter table "jackpot_pool" add column "enabled" boolean not null default false`);
    this.addSql(`update "jackpot_pool" set "enabled" = true where "accrual_bp" > 0`);
  }
}
