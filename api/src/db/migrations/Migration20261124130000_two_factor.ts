import { Migration } from '@mikro-orm/migrations';

/**
 * Two-factor sign-in (docs/roles-and-accounts.md#two-factor-sign-in): an account's encrypted TOTP
 * secret, its hashed one-time recovery codes, and the platform's one-row policy (off at first).
 */
export class Migration20261124130000_two_factor extends Migration {
  override name = 'Migration20261124130000_two_factor';

  override up(): void {
    this.addSql(
      `create table "two_factor" ("id" uuid not null, "account_id" uuid not null, "secret" text null, "pending_secret" text null, "enabled_at" timestamptz null, "last_time_step" bigint null, "created_at" timestamptz not null, primary key ("id"))`,
    );
    this.addSql(`alter table "two_factor" add constraint "two_factor_account_id_unique" unique ("account_id")`);
    this.addSql(
      `alter table "two_factor" add constraint "two_factor_account_id_foreign" foreign key ("account_id") references "account" ("id")`,
    );
    this.addSql(
      `create table "two_factor_recovery_code" ("id" bigserial primary key, "account_id" uuid not null, "code_hash" varchar(64) not null, "used_at" timestamptz null, "created_at" timestamptz not null)`,
    );
    this.addSql(
      `alter table "two_factor_recovery_code" add constraint "two_factor_recovery_code_code_hash_unique" unique ("code_hash")`,
    );
    this.addSql(
      `create index "two_factor_recovery_code_account_id_index" on "two_factor_recovery_code" ("account_id")`,
    );
    this.addSql(
      `alter table "two_factor_recovery_code" add constraint "two_factor_recovery_code_account_id_foreign" foreign key ("account_id") references "account" ("id")`,
    );
    this.addSql(
      `create table "two_factor_policy" ("id" serial primary key, "required_for_owners" boolean not null default false, "updated_at" timestamptz not null)`,
    );
    this.addSql(`insert into "two_factor_policy" ("id", "required_for_owners", "updated_at") values (1, false, now())`);
  }
}
