import { Migration } from '@mikro-orm/migrations';

/** Announcements shown to hosts on load (promotional overlay). */
export class Migration20261120060000_announcements extends Migration {
  override name = 'Migration20261120060000_announcements';

  override up(): void {
    this.addSql(
      `create table "announcement" ("id" uuid not null, "title" varchar(120) not null, "body" varchar(2000) not null, "link" varchar(500) null, "link_label" varchar(80) null, "starts_at" timestamptz not null, "ends_at" timestamptz not null, "is_active" boolean not null default true, "created_by_id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"))`,
    );
    this.addSql(
      `create index "announcement_is_active_starts_at_ends_at_index" on "announcement" ("is_active", "starts_at", "ends_at")`,
    );
    this.addSql(
      `alter table "announcement" add constraint "announcement_created_by_id_foreign" foreign key ("created_by_id") references "account" ("id")`,
    );
  }
}
