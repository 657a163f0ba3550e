import { Migration } from '@mikro-orm/migrations';

/** Idempotency keys of game starts and wallet operations, kept 24 hours. */
export class Migration20261120070000_idempotency extends Migration {
  override name = 'Migration20261120070000_idempotency';

  override up(): void {
    this.addSql(
      `create table "idempotency_key" ("actor_id" uuid not null, "key" varchar(255) not null, "operation" varchar(64) not null, "request_hash" varchar(64) not null, "response" jsonb not null, "created_at" timestamptz not null, "expires_at" timestamptz not null, primary key ("actor_id", "key"))`,
    );
    this.addSql(`create index "idempotency_key_expires_at_index" on "idempotency_key" ("expires_at")`);
  }
}
