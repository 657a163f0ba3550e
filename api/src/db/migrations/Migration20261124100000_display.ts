import { Migration } from '@mikro-orm/migrations';

/**
 * Room displays (docs/roles-and-accounts.md#room-displays): pairing codes and display tokens
 * (both stored only as SHA-256), failed pairing attempts per address, and the host's voice switch.
 */
export class Migration20261124100000_display extends Migration {
  override name = 'Migration20261124100000_display';

  override up(): void {
    this.addSql(
      `create table "display_pairing" ("id" bigserial primary key, "host_id" uuid not null, "code_hash" varchar(64) not null, "expires_at" timestamptz not null, "used_at" timestamptz null, "created_at" timestamptz not null)`,
    );
    this.addSql(`alter table "display_pairing" add constraint "display_pairing_code_hash_unique" unique ("code_hash")`);
    this.addSql(
      `alter table "display_pairing" add constraint "display_pairing_host_id_foreign" foreign key ("host_id") references "account" ("id")`,
    );
    this.addSql(
      `create table "display_device" ("id" uuid not null, "host_id" uuid not null, "token_hash" varchar(64) not null, "name" varchar(64) not null, "user_agent" varchar(512) not null, "address" varchar(64) not null, "paired_at" timestamptz not null, "last_seen_at" timestamptz not null, "expires_at" timestamptz not null, "revoked_at" timestamptz null, primary key ("id"))`,
    );
    this.addSql(`create index "display_device_host_id_paired_at_index" on "display_device" ("host_id", "paired_at")`);
    this.addSql(`alter table "display_device" add constraint "display_device_token_hash_unique" unique ("token_hash")`);
    this.addSql(
      `alter table "display_device" add constraint "display_device_host_id_foreign" foreign key ("host_id") references "account" ("id")`,
    );
    this.addSql(
      `create table "display_pair_attempt" ("id" bigserial primary key, "address" varchar(64) not null, "created_at" timestamptz not null)`,
    );
    this.addSql(
      `create index "display_pair_attempt_address_created_at_index" on "display_pair_attempt" ("address", "created_at")`,
    );
    this.addSql(
      `create table "display_setting" ("id" bigserial primary key, "host_id" uuid not null, "voice_on_display" boolean not null, "voice" varchar(16) not null, "updated_at" timestamptz not null)`,
    );
    this.addSql(`alter table "display_setting" add constraint "display_setting_host_id_unique" unique ("host_id")`);
    this.addSql(
      `alter table "display_setting" add constraint "display_setting_host_id_foreign" foreign key ("host_id") references "account" ("id")`,
    );
  }
}
