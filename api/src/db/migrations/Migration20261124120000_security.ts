import { Migration } from '@mikro-orm/migrations';

/**
 * Security hardening: the platform's bonus limits per owner group or host; API tokens
 * carry the account's token version at creation (a password change or block revokes them for
 * good); inspect attempts get the indexes their rate limits and retention delete use.
 */
export class Migration20261124120000_security extends Migration {
  override name = 'Migration20261124120000_security';

  override up(): void {
    this.addSql(
      `create table "bonus_limit" ("id" serial primary key, "owner_group_id" int null, "host_id" uuid null, "max_per_game_santim" bigint not null, "max_share_bp" int not null, "max_per_day_santim" bigint not null, "updated_at" timestamptz not null)`,
    );
    this.addSql(
      `alter table "bonus_limit" add constraint "bonus_limit_owner_group_id_unique" unique ("owner_group_id")`,
    );
    this.addSql(`alter table "bonus_limit" add constraint "bonus_limit_host_id_unique" unique ("host_id")`);
    this.addSql(
      `alter table "bonus_limit" add constraint "bonus_limit_owner_group_id_foreign" foreign key ("owner_group_id") references "owner_group" ("id") on delete set null`,
    );
    this.addSql(
      `alter table "bonus_limit" add constraint "bonus_limit_host_id_foreign" foreign key ("host_id") references "account" ("id") on delete set null`,
    );

    this.addSql(`alter table "api_token" add column "token_version" int not null default 0`);
    // Existing tokens keep working until the next password change or block.
    this.addSql(
      `update "api_token" set "token_version" = (select "token_version" from "account" where "account"."id" = "api_token"."account_id")`,
    );

    this.addSql(`create index "inspect_attempt_created_at_index" on "inspect_attempt" ("created_at")`);
    this.addSql(
      `create index "inspect_attempt_admin_username_created_at_index" on "inspect_attempt" ("admin_username", "created_at")`,
    );
    this.addSql(
      `create index "inspect_attempt_address_created_at_index" on "inspect_attempt" ("address", "created_at")`,
    );
  }
}
