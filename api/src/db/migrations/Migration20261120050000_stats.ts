import { Migration } from '@mikro-orm/migrations';

/** Personal read-only API tokens; a covering index so reports run as index-only scans. */
export class Migration20261120050000_stats extends Migration {
  override name = 'Migration20261120050000_stats';

  override up(): void {
    this.addSql(
      `create table "api_token" ("id" uuid not null, "account_id" uuid not null, "name" varchar(100) not null, "token_hash" varchar(64) not null, "created_at" timestamptz not null, "expires_at" timestamptz null, "revoked_at" timestamptz null, primary key ("id"))`,
    );
    this.addSql(`alter table "api_token" add constraint "api_token_token_hash_unique" unique ("token_hash")`);
    this.addSql(`create index "api_token_account_id_index" on "api_token" ("account_id")`);
    this.addSql(
      `create index "game_host_id_created_at_game_type_profit_total_sta_cccd0_index" on "game" ("host_id", "created_at", "game_type", "profit", "total_stakes", "payout_to_winner")`,
    );
    this.addSql(
      `alter table "api_token" add constraint "api_token_account_id_foreign" foreign key ("account_id") references "account" ("id")`,
    );
  }
}
