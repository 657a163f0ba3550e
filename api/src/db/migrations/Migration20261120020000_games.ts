import { Migration } from '@mikro-orm/migrations';

/** Games, winner checks, jackpot pools and jackpot history. */
export class Migration20261120020000_games extends Migration {
  override name = 'Migration20261120020000_games';

  override up(): void {
    this.addSql(
      `create table "jackpot_pool" ("host_id" uuid not null, "amount" bigint not null default '0', "accrual_bp" int not null default 0, "call_limit" int not null default 50, "updated_at" timestamptz not null, primary key ("host_id"))`,
    );
    this.addSql(
      `create table "game" ("id" uuid not null, "host_id" uuid not null, "card_set_id" int not null, "game_type" text not null, "status" text not null, "bet_santim" bigint null, "card_palette_numbers" jsonb not null, "stakes" jsonb not null, "house_cards" jsonb not null, "cards" jsonb not null, "winning_patterns" jsonb not null, "call_speed_ms" int not null, "seed" varchar(64) not null, "commitment" varchar(64) not null, "draw_order" jsonb not null, "winning_card" int null, "winning_calls" int null, "house_win" boolean not null, "commission_rate_bp" int not null, "total_stakes" bigint not null, "base_amount" bigint not null, "total_bonus_amount" bigint not null, "payout_to_winner" bigint not null, "profit" bigint not null, "platform_fee" bigint not null, "multiplier_bp" int null, "free_amount" bigint not null default '0', "free_slot_id" varchar(64) null, "bonuses" jsonb not null, "is_jackpot_game" boolean not null, "jackpot_pool" bigint not null, "jackpot_awarded" bigint not null default '0', "calls_revealed" int not null default 0, "paused" boolean not null default true, "progress_at" timestamptz not null, "won_at_call" int null, "created_at" timestamptz not null, "ended_at" timestamptz null, "end_reason" varchar(32) null, primary key ("id"))`,
    );
    this.addSql(`create index "game_host_id_created_at_index" on "game" ("host_id", "created_at")`);
    this.addSql(`create index "game_host_id_status_index" on "game" ("host_id", "status")`);
    this.addSql(`create index "game_created_at_index" on "game" ("created_at")`);
    this.addSql(
      `create table "jackpot_win" ("id" bigserial primary key, "host_id" uuid not null, "game_id" uuid not null, "amount" bigint not null, "winner_card" int not null, "completed_at_call" int not null, "created_at" timestamptz not null)`,
    );
    this.addSql(`create index "jackpot_win_host_id_created_at_index" on "jackpot_win" ("host_id", "created_at")`);
    this.addSql(
      `create table "game_claim" ("id" bigserial primary key, "game_id" uuid not null, "palette_number" int not null, "prefix_length" int not null, "result" text not null, "pattern" varchar(32) null, "payout" bigint not null default '0', "created_at" timestamptz not null)`,
    );
    this.addSql(
      `alter table "game_claim" add constraint "game_claim_game_id_palette_number_unique" unique ("game_id", "palette_number")`,
    );
    this.addSql(
      `alter table "jackpot_pool" add constraint "jackpot_pool_host_id_foreign" foreign key ("host_id") references "account" ("id") on update cascade on delete cascade`,
    );
    this.addSql(`alter table "jackpot_pool" add constraint "jackpot_pool_amount_check" check (amount >= 0)`);
    this.addSql(
      `alter table "game" add constraint "game_host_id_foreign" foreign key ("host_id") references "account" ("id")`,
    );
    this.addSql(
      `alter table "game" add constraint "game_card_set_id_foreign" foreign key ("card_set_id") references "card_set" ("id")`,
    );
    this.addSql(`alter table "game" add constraint "game_platform_fee_check" check (platform_fee >= 0)`);
    this.addSql(
      `alter table "game" add constraint "game_game_type_check" check ("game_type" in ('regular', 'house', 'free', 'multiplierBingo'))`,
    );
    this.addSql(`alter table "game" add constraint "game_status_check" check ("status" in ('ACTIVE', 'ENDED'))`);
    this.addSql(
      `alter table "jackpot_win" add constraint "jackpot_win_host_id_foreign" foreign key ("host_id") references "account" ("id")`,
    );
    this.addSql(
      `alter table "jackpot_win" add constraint "jackpot_win_game_id_foreign" foreign key ("game_id") references "game" ("id")`,
    );
    this.addSql(
      `alter table "game_claim" add constraint "game_claim_game_id_foreign" foreign key ("game_id") references "game" ("id")`,
    );
    this.addSql(
      `alter table "game_claim" add constraint "game_claim_result_check" check ("result" in ('WON', 'LOST'))`,
    );
  }
}
