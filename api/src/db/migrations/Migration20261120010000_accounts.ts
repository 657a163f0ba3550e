import { Migration } from '@mikro-orm/migrations';

/** Owner groups, commission, sign-in protection, inspect attempts and the audit chain. */
export class Migration20261120010000_accounts extends Migration {
  override name = 'Migration20261120010000_accounts';

  override up(): void {
    this.addSql(
      `create table "audit_log" ("id" bigserial primary key, "at" timestamptz not null, "actor_id" uuid null, "action" varchar(64) not null, "subject_type" varchar(32) not null, "subject_id" varchar(64) not null, "data" jsonb not null, "prev_hash" varchar(64) not null, "hash" varchar(64) not null)`,
    );

    this.addSql(
      `create table "inspect_attempt" ("id" bigserial primary key, "admin_username" varchar(64) not null, "detection_method" varchar(64) not null, "address" varchar(64) not null, "user_agent" varchar(512) not null, "created_at" timestamptz not null)`,
    );

    this.addSql(
      `create table "login_attempt" ("id" bigserial primary key, "address" varchar(64) not null, "username" varchar(64) not null, "success" boolean not null, "created_at" timestamptz not null)`,
    );
    this.addSql(`create index "login_attempt_address_created_at_index" on "login_attempt" ("address", "created_at")`);
    this.addSql(`create index "login_attempt_username_created_at_index" on "login_attempt" ("username", "created_at")`);

    this.addSql(
      `create table "owner_group" ("id" serial primary key, "name" varchar(64) not null, "prefixes" jsonb not null, "super_account_id" uuid null, "can_edit_commission" boolean not null default false, "card_set_ids" jsonb not null, "created_at" timestamptz not null)`,
    );
    this.addSql(`alter table "owner_group" add constraint "owner_group_name_unique" unique ("name")`);

    this.addSql(
      `create table "sign_in_block" ("id" bigserial primary key, "kind" text not null, "key" varchar(64) not null, "blocked_until" timestamptz not null, "created_at" timestamptz not null)`,
    );
    this.addSql(
      `create index "sign_in_block_kind_key_blocked_until_index" on "sign_in_block" ("kind", "key", "blocked_until")`,
    );
    this.addSql(
      `alter table "sign_in_block" add constraint "sign_in_block_kind_check" check ("kind" in ('ADDRESS', 'USERNAME'))`,
    );

    this.addSql(
      `alter table "account" add "owner_group_id" int null, add "commission_rate_bp" int not null default 2000, add "last_login_at" timestamptz null`,
    );
    this.addSql(
      `alter table "account" add constraint "account_commission_rate_bp_check" check (((commission_rate_bp >= 2000) AND (commission_rate_bp <= 9000)) AND ((commission_rate_bp % 500) = 0))`,
    );
    this.addSql(
      `alter table "account" add constraint "account_owner_group_id_foreign" foreign key ("owner_group_id") references "owner_group" ("id") on delete set null`,
    );

    this.addSql(`alter table "ledger_entry" add "reference" varchar(100) null`);

    this.addSql(
      `alter table "owner_group" add constraint "owner_group_super_account_id_foreign" foreign key ("super_account_id") references "account" ("id") on delete set null`,
    );
  }
}
