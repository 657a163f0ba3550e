import { Migration } from '@mikro-orm/migrations';

/**
 * The audit log is partitioned into chains (docs/audit.md). Every row written before this
 * migration forms the closed chain `legacy`, numbered in its old order and verified with the
 * formula it was written with; new entries go to per-account and platform chains, each with a
 * head row whose lock serializes it. Anchors record every chain head now and then.
 */
export class Migration20261124200000_audit_chains extends Migration {
  override name = 'Migration20261124200000_audit_chains';

  override up(): void {
    this.addSql(`alter table "audit_log" add column "chain" varchar(80) not null default 'legacy'`);
    this.addSql(`alter table "audit_log" add column "seq" bigint null`);
    this.addSql(
      `update "audit_log" set "seq" = n.seq from (select "id", row_number() over (order by "id") as seq from "audit_log") as n where "audit_log"."id" = n."id"`,
    );
    this.addSql(`alter table "audit_log" alter column "seq" set not null`);
    this.addSql(`alter table "audit_log" alter column "chain" drop default`);
    this.addSql(`create unique index "audit_log_chain_seq_unique" on "audit_log" ("chain", "seq")`);
    this.addSql(
      `create table "audit_chain" ("key" varchar(80) primary key, "seq" bigint not null, "head_hash" varchar(64) not null, "updated_at" timestamptz not null)`,
    );
    this.addSql(
      `insert into "audit_chain" ("key", "seq", "head_hash", "updated_at") select "chain", "seq", "hash", now() from "audit_log" where "chain" = 'legacy' order by "seq" desc limit 1`,
    );
    this.addSql(
      `create table "audit_anchor" ("id" bigserial primary key, "at" timestamptz not null, "heads" jsonb not null, "prev_hash" varchar(64) not null, "hash" varchar(64) not null)`,
    );
  }
}
