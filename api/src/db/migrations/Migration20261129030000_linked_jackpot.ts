import { Migration } from '@mikro-orm/migrations';

/**
 * Linked jackpots (docs/games-and-money.md#linked-jackpot): a pool shared by halls of one owner
 * group, the halls linked to it (one pool per hall), what each linked game added and in which
 * round, the wins (one per round) and the misses (qualifying wins told the pool was taken).
 */
export class Migration20261129030000_linked_jackpot extends Migration {
  override name = 'Migration20261129030000_linked_jackpot';

  override up(): void {
    this.addSql(
      `create table "linked_jackpot" ("id" uuid not null, "owner_group_id" int not null, "name" varchar(60) not null, "amount" bigint not null default '0', "accrual_bp" int not null, "call_limit" int not null, "round" int not null default 0, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"))`,
    );
    this.addSql(`create index "linked_jackpot_owner_group_id_index" on "linked_jackpot" ("owner_group_id")`);
    this.addSql(
      `create table "linked_jackpot_hall" ("host_id" uuid not null, "pool_id" uuid not null, "linked_at" timestamptz not null, primary key ("host_id"))`,
    );
    this.addSql(`create index "linked_jackpot_hall_pool_id_index" on "linked_jackpot_hall" ("pool_id")`);
    this.addSql(
      `create table "linked_jackpot_entry" ("id" bigserial primary key, "pool_id" uuid not null, "round" int not null, "game_id" uuid not null, "host_id" uuid not null, "amount" bigint not null, "created_at" timestamptz not null)`,
    );
    this.addSql(
      `create index "linked_jackpot_entry_pool_id_created_at_index" on "linked_jackpot_entry" ("pool_id", "created_at")`,
    );
    this.addSql(
      `alter table "linked_jackpot_entry" add constraint "linked_jackpot_entry_game_id_unique" unique ("game_id")`,
    );
    this.addSql(
      `create table "linked_jackpot_miss" ("id" bigserial primary key, "pool_id" uuid not null, "round" int not null, "host_id" uuid not null, "game_id" uuid not null, "winner_card" int not null, "completed_at_call" int not null, "created_at" timestamptz not null)`,
    );
    this.addSql(`create index "linked_jackpot_miss_pool_id_round_index" on "linked_jackpot_miss" ("pool_id", "round")`);
    this.addSql(
      `alter table "linked_jackpot_miss" add constraint "linked_jackpot_miss_game_id_unique" unique ("game_id")`,
    );
    this.addSql(
      `create table "linked_jackpot_win" ("id" bigserial primary key, "pool_id" uuid not null, "round" int not null, "host_id" uuid not null, "game_id" uuid not null, "amount" bigint not null, "winner_card" int not null, "completed_at_call" int not null, "created_at" timestamptz not null)`,
    );
    this.addSql(
      `alter table "linked_jackpot_win" add constraint "linked_jackpot_win_pool_id_round_unique" unique ("pool_id", "round")`,
    );
    this.addSql(
      `alter table "linked_jackpot_win" add constraint "linked_jackpot_win_game_id_unique" unique ("game_id")`,
    );
    this.addSql(`alter table "linked_jackpot" add constraint "linked_jackpot_amount_check" check (amount >= 0)`);
    this.addSql(
      `alter table "linked_jackpot" add constraint "linked_jackpot_owner_group_id_foreign" foreign key ("owner_group_id") references "owner_group" ("id")`,
    );
    this.addSql(
      `alter table "linked_jackpot_hall" add constraint "linked_jackpot_hall_host_id_foreign" foreign key ("host_id") references "account" ("id") on update cascade on delete cascade`,
    );
    this.addSql(
      `alter table "linked_jackpot_hall" add constraint "linked_jackpot_hall_pool_id_foreign" foreign key ("pool_id") references "linked_jackpot" ("id")`,
    );
    for (const table of ['linked_jackpot_entry', 'linked_jackpot_miss', 'linked_jackpot_win']) {
      this.addSql(
        `alter table "${table}" add constraint "${table}_pool_id_foreign" foreign key ("pool_id") references "linked_jackpot" ("id")`,
      );
      this.addSql(
        `alter table "${table}" add constraint "${table}_host_id_foreign" foreign key ("host_id") references "account" ("id")`,
      );
      this.addSql(
        `alter table "${table}" add constraint "${table}_game_id_foreign" foreign key ("game_id") references "game" ("id")`,
      );
    }
  }

  override down(): void {
    for (const table of ['linked_jackpot_win', 'linked_jackpot_miss', 'linked_jackpot_entry', 'linked_jackpot_hall']) {
      this.addSql(`drop table if exists "${table}"`);
    }
    this.addSql(`drop table if exists "linked_jackpot"`);
  }
}
