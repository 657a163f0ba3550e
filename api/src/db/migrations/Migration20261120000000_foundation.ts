import { Migration } from '@mikro-orm/migrations';

/**
 * Accounts, their ledger, and the card sets. The SQL is what MikroORM derives from the
 * entities (migrations.test.ts fails on any drift), so both drivers build the same schema.
 */
export class Migration20261120000000_foundation extends Migration {
  override name = 'Migration20261120000000_foundation';

  override up(): void {
    this.addSql(
      `create table "card_set" ("id" int not null, "name" varchar(64) not null, "checksum" varchar(64) not null, "seed" varchar(128) null, "created_at" timestamptz not null, primary key ("id"))`,
    );

    this.addSql(
      `create table "card" ("id" serial primary key, "card_set_id" int not null, "palette_number" int not null, "numbers" jsonb not null)`,
    );
    this.addSql(
      `alter table "card" add constraint "card_card_set_id_palette_number_unique" unique ("card_set_id", "palette_number")`,
    );

    this.addSql(
      `create table "account" ("id" uuid not null, "username" varchar(64) not null, "password_hash" text not null, "role" text not null, "card_set_id" int null, "token_version" int not null default 0, "blocked" boolean not null default false, "wallet_balance" bigint not null default '0', "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"))`,
    );
    this.addSql(`alter table "account" add constraint "account_username_unique" unique ("username")`);
    this.addSql(`alter table "account" add constraint "account_wallet_balance_check" check (wallet_balance >= 0)`);
    this.addSql(
      `alter table "account" add constraint "account_role_check" check ("role" in ('HOST', 'OWNER', 'SUPER_ADMIN'))`,
    );

    this.addSql(
      `create table "ledger_entry" ("id" uuid not null, "account_id" uuid not null, "kind" text not null, "amount" bigint not null, "balance_after" bigint not null, "actor_id" uuid null, "counterparty_id" uuid null, "note" text null, "created_at" timestamptz not null, primary key ("id"))`,
    );
    this.addSql(
      `create index "ledger_entry_account_id_created_at_index" on "ledger_entry" ("account_id", "created_at")`,
    );
    this.addSql(
      `alter table "ledger_entry" add constraint "ledger_entry_balance_after_check" check (balance_after >= 0)`,
    );
    this.addSql(
      `alter table "ledger_entry" add constraint "ledger_entry_kind_check" check ("kind" in ('TOP_UP', 'TRANSFER_OUT', 'GAME_FEE', 'REFUND', 'ADJUSTMENT'))`,
    );

    this.addSql(
      `alter table "card" add constraint "card_card_set_id_foreign" foreign key ("card_set_id") references "card_set" ("id")`,
    );
    this.addSql(
      `alter table "account" add constraint "account_card_set_id_foreign" foreign key ("card_set_id") references "card_set" ("id") on delete set null`,
    );
    this.addSql(
      `alter table "ledger_entry" add constraint "ledger_entry_account_id_foreign" foreign key ("account_id") references "account" ("id")`,
    );
    this.addSql(
      `alter table "ledger_entry" add constraint "ledger_entry_actor_id_foreign" foreign key ("actor_id") references "account" ("id") on delete set null`,
    );
    this.addSql(
      `alter table "ledger_entry" add constraint "ledger_entry_counterparty_id_foreign" foreign key ("counterparty_id") references "account" ("id") on delete set null`,
    );
  }

  override down(): void {
    this.addSql('drop table if exists "ledger_entry"');
    this.addSql('drop table if exists "account"');
    this.addSql('drop table if exists "card"');
    this.addSql('drop table if exists "card_set"');
  }
}
