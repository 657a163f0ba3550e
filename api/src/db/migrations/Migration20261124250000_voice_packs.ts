import { Migration } from '@mikro-orm/migrations';

/**
 * Voice packs recorded by halls (docs/screens.md#voice-packs): the packs (a host's, or the
 * platform's when host_id is null), their clips as bytea so every instance serves them, and each
 * host's chosen pack.
 */
export class Migration20261124250000_voice_packs extends Migration {
  override name = 'Migration20261124250000_voice_packs';

  override up(): void {
    this.addSql(
      `create table "voice_pack" ("id" uuid not null, "host_id" uuid null, "name" varchar(64) not null, "content_hash" varchar(64) not null, "level_db" double precision not null, "size_bytes" int not null, "created_at" timestamptz not null, primary key ("id"))`,
    );
    this.addSql(
      `create table "voice_pack_choice" ("host_id" uuid not null, "pack_id" uuid not null, "updated_at" timestamptz not null, primary key ("host_id"))`,
    );
    this.addSql(
      `create table "voice_pack_clip" ("pack_id" uuid not null, "clip" varchar(16) not null, "audio" bytea not null, "duration_ms" int not null, primary key ("pack_id", "clip"))`,
    );
    this.addSql(
      `alter table "voice_pack" add constraint "voice_pack_host_id_foreign" foreign key ("host_id") references "account" ("id") on delete cascade`,
    );
    this.addSql(
      `alter table "voice_pack_choice" add constraint "voice_pack_choice_host_id_foreign" foreign key ("host_id") references "account" ("id") on update cascade on delete cascade`,
    );
    this.addSql(
      `alter table "voice_pack_choice" add constraint "voice_pack_choice_pack_id_foreign" foreign key ("pack_id") references "voice_pack" ("id") on delete cascade`,
    );
    this.addSql(
      `alter table "voice_pack_clip" add constraint "voice_pack_clip_pack_id_foreign" foreign key ("pack_id") references "voice_pack" ("id") on delete cascade`,
    );
  }
}
