import { Migration } from '@mikro-orm/migrations';

/** Bonus configurations, presets and awards; Power Games campaigns, appearances and one-time codes. */
export class Migration20261120040000_bonus extends Migration {
  override name = 'Migration20261120040000_bonus';

  override up(): void {
    this.addSql(
      `create table "bonus_preset" ("id" uuid not null, "owner_id" uuid not null, "name" varchar(100) not null, "description" varchar(500) null, "bonus_type" text not null, "value" bigint not null, "game_type" text not null, "min_players" int not null default 0, "max_bonus_amount" bigint null, "preset_category" text not null, "is_global_preset" boolean not null default false, "preset_priority" int not null default 0, "is_active" boolean not null default true, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"))`,
    );
    this.addSql(`create index "bonus_preset_owner_id_index" on "bonus_preset" ("owner_id")`);
    this.addSql(`create index "bonus_preset_is_global_preset_index" on "bonus_preset" ("is_global_preset")`);
    this.addSql(
      `create table "bonus_config" ("id" uuid not null, "host_id" uuid not null, "name" varchar(100) not null, "description" varchar(500) null, "bonus_type" text not null, "value" bigint not null, "start_date_time" timestamptz not null, "end_date_time" timestamptz not null, "game_type" text not null, "min_players" int not null default 0, "max_bonus_amount" bigint null, "min_bonus_amount" bigint null, "trigger_type" text not null, "trigger_value" bigint null, "daily_bonus_limit" bigint null, "distributed_count" int not null default 0, "bonus_pool" bigint null, "remaining_bonus_pool" bigint null, "selected_days" jsonb not null, "selected_time_slots" jsonb not null, "is_active" boolean not null default true, "preset" uuid null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "deleted_at" timestamptz null, primary key ("id"))`,
    );
    this.addSql(`create index "bonus_config_host_id_deleted_at_index" on "bonus_config" ("host_id", "deleted_at")`);
    this.addSql(
      `create table "bonus_award" ("id" bigserial primary key, "config_id" uuid not null, "host_id" uuid not null, "game_id" uuid not null, "bonus_type" text not null, "value" bigint not null, "amount" bigint not null, "day_key" varchar(10) not null, "created_at" timestamptz not null)`,
    );
    this.addSql(`create index "bonus_award_config_id_day_key_index" on "bonus_award" ("config_id", "day_key")`);
    this.addSql(`create index "bonus_award_host_id_day_key_index" on "bonus_award" ("host_id", "day_key")`);
    this.addSql(`create index "bonus_award_game_id_index" on "bonus_award" ("game_id")`);
    this.addSql(
      `create table "power_campaign" ("id" uuid not null, "title" varchar(120) not null, "text" varchar(1000) not null, "link" varchar(500) not null, "target_all" boolean not null default false, "target_host_ids" jsonb not null, "starts_at" timestamptz not null, "ends_at" timestamptz not null, "is_active" boolean not null default true, "created_by_id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"))`,
    );
    this.addSql(
      `create table "power_appearance" ("id" uuid not null, "campaign_id" uuid not null, "host_id" uuid not null, "day_key" varchar(10) not null, "shown_at" timestamptz not null, "clicked_at" timestamptz null, "click_count" int not null default 0, primary key ("id"))`,
    );
    this.addSql(
      `alter table "power_appearance" add constraint "power_appearance_campaign_id_host_id_day_key_unique" unique ("campaign_id", "host_id", "day_key")`,
    );
    this.addSql(
      `create table "power_code" ("code_hash" varchar(64) not null, "host_id" uuid not null, "appearance_id" uuid not null, "selected_numbers" jsonb not null, "expires_at" timestamptz not null, "used_at" timestamptz null, "created_at" timestamptz not null, primary key ("code_hash"))`,
    );
    this.addSql(
      `alter table "bonus_preset" add constraint "bonus_preset_owner_id_foreign" foreign key ("owner_id") references "account" ("id")`,
    );
    this.addSql(
      `alter table "bonus_preset" add constraint "bonus_preset_bonus_type_check" check ("bonus_type" in ('fixed', 'percentage', 'multiplier'))`,
    );
    this.addSql(
      `alter table "bonus_preset" add constraint "bonus_preset_game_type_check" check ("game_type" in ('regular', 'house', 'free', 'multiplierBingo', 'all'))`,
    );
    this.addSql(
      `alter table "bonus_preset" add constraint "bonus_preset_preset_category_check" check ("preset_category" in ('daily', 'weekend', 'holiday', 'special'))`,
    );
    this.addSql(
      `alter table "bonus_config" add constraint "bonus_config_host_id_foreign" foreign key ("host_id") references "account" ("id")`,
    );
    this.addSql(
      `alter table "bonus_config" add constraint "bonus_config_remaining_bonus_pool_check" check (remaining_bonus_pool >= 0)`,
    );
    this.addSql(
      `alter table "bonus_config" add constraint "bonus_config_distributed_count_check" check (distributed_count >= 0)`,
    );
    this.addSql(
      `alter table "bonus_config" add constraint "bonus_config_bonus_type_check" check ("bonus_type" in ('fixed', 'percentage', 'multiplier'))`,
    );
    this.addSql(
      `alter table "bonus_config" add constraint "bonus_config_game_type_check" check ("game_type" in ('regular', 'house', 'free', 'multiplierBingo', 'all'))`,
    );
    this.addSql(
      `alter table "bonus_config" add constraint "bonus_config_trigger_type_check" check ("trigger_type" in ('time-based', 'games-count', 'bet-amount', 'profit-threshold', 'bonus-pool'))`,
    );
    this.addSql(
      `alter table "bonus_award" add constraint "bonus_award_config_id_foreign" foreign key ("config_id") references "bonus_config" ("id")`,
    );
    this.addSql(
      `alter table "bonus_award" add constraint "bonus_award_host_id_foreign" foreign key ("host_id") references "account" ("id")`,
    );
    this.addSql(
      `alter table "bonus_award" add constraint "bonus_award_game_id_foreign" foreign key ("game_id") references "game" ("id")`,
    );
    this.addSql(`alter table "bonus_award" add constraint "bonus_award_amount_check" check (amount > 0)`);
    this.addSql(
      `alter table "bonus_award" add constraint "bonus_award_bonus_type_check" check ("bonus_type" in ('fixed', 'percentage', 'multiplier'))`,
    );
    this.addSql(
      `alter table "power_campaign" add constraint "power_campaign_created_by_id_foreign" foreign key ("created_by_id") references "account" ("id")`,
    );
    this.addSql(
      `alter table "power_appearance" add constraint "power_appearance_campaign_id_foreign" foreign key ("campaign_id") references "power_campaign" ("id")`,
    );
    this.addSql(
      `alter table "power_appearance" add constraint "power_appearance_host_id_foreign" foreign key ("host_id") references "account" ("id")`,
    );
    this.addSql(
      `alter table "power_code" add constraint "power_code_host_id_foreign" foreign key ("host_id") references "account" ("id")`,
    );
    this.addSql(
      `alter table "power_code" add constraint "power_code_appearance_id_foreign" foreign key ("appearance_id") references "power_appearance" ("id")`,
    );
  }
}
