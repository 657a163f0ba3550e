import { Migration } from '@mikro-orm/migrations';

/**
 * The till (docs/games-and-money.md#the-till): shifts with their counts and corrections, the games
 * each shift took, per-host meters that never reset, the hall's till settings (shifts not required
 * until set) and payouts flagged for the owner's review.
 */
export class Migration20261128100000_till extends Migration {
  override name = 'Migration20261128100000_till';

  override up(): void {
    this.addSql(
      `create table "host_meter" ("host_id" uuid not null, "cash_in_santim" bigint not null default '0', "cash_out_santim" bigint not null default '0', "games" bigint not null default '0', "free_santim" bigint not null default '0', "bonus_santim" bigint not null default '0', "updated_at" timestamptz not null, primary key ("host_id"))`,
    );
    this.addSql(
      `create table "payout_flag" ("game_id" uuid not null, "host_id" uuid not null, "amount_santim" bigint not null, "threshold_santim" bigint not null, "flagged_at" timestamptz not null, "acknowledged_at" timestamptz null, "acknowledged_by" uuid null, "note" text null, primary key ("game_id"))`,
    );
    this.addSql(`create index "payout_flag_host_id_flagged_at_index" on "payout_flag" ("host_id", "flagged_at")`);
    this.addSql(
      `create table "shift" ("id" uuid not null, "host_id" uuid not null, "opened_at" timestamptz not null, "opened_by" uuid not null, "float_counts" jsonb not null, "float_santim" bigint not null, "cash_in_santim" bigint not null default '0', "cash_out_santim" bigint not null default '0', "games" int not null default 0, "free_santim" bigint not null default '0', "bonus_santim" bigint not null default '0', "closed_at" timestamptz null, "closed_by" uuid null, "counted_counts" jsonb null, "counted_santim" bigint null, "expected_santim" bigint null, "note" text null, primary key ("id"))`,
    );
    this.addSql(`create index "shift_host_id_opened_at_index" on "shift" ("host_id", "opened_at")`);
    this.addSql(
      `create table "shift_correction" ("id" uuid not null, "shift_id" uuid not null, "actor_id" uuid not null, "amount_santim" bigint not null, "note" text not null, "created_at" timestamptz not null, primary key ("id"))`,
    );
    this.addSql(
      `create index "shift_correction_shift_id_created_at_index" on "shift_correction" ("shift_id", "created_at")`,
    );
    this.addSql(
      `create table "shift_game" ("game_id" uuid not null, "shift_id" uuid not null, primary key ("game_id"))`,
    );
    this.addSql(
      `create table "till_settings" ("host_id" uuid not null, "shifts_required" boolean not null default false, "tolerance_santim" bigint not null default '0', "payout_review_santim" bigint null, "updated_at" timestamptz not null, primary key ("host_id"))`,
    );
    this.addSql(
      `alter table "host_meter" add constraint "host_meter_host_id_foreign" foreign key ("host_id") references "account" ("id") on update cascade on delete cascade`,
    );
    this.addSql(
      `alter table "payout_flag" add constraint "payout_flag_game_id_foreign" foreign key ("game_id") references "game" ("id") on update cascade on delete cascade`,
    );
    this.addSql(
      `alter table "payout_flag" add constraint "payout_flag_host_id_foreign" foreign key ("host_id") references "account" ("id")`,
    );
    this.addSql(
      `alter table "shift" add constraint "shift_host_id_foreign" foreign key ("host_id") references "account" ("id")`,
    );
    this.addSql(
      `alter table "shift_correction" add constraint "shift_correction_shift_id_foreign" foreign key ("shift_id") references "shift" ("id")`,
    );
    this.addSql(
      `alter table "shift_game" add constraint "shift_game_game_id_foreign" foreign key ("game_id") references "game" ("id") on update cascade on delete cascade`,
    );
    this.addSql(
      `alter table "shift_game" add constraint "shift_game_shift_id_foreign" foreign key ("shift_id") references "shift" ("id")`,
    );
    this.addSql(
      `alter table "till_settings" add constraint "till_settings_host_id_foreign" foreign key ("host_id") references "account" ("id") on update cascade on delete cascade`,
    );
  }
}
