import { Migration } from '@mikro-orm/migrations';

/**
 * The server is the game's clock (docs/fairness.md#nothing-early): clock events per game, the outcome
 * planned at start kept apart from the public outcome columns, and abandoned games. The caller's
 * reported progress (calls_revealed, paused, progress_at) goes.
 */
export class Migration20261124000000_game_clock extends Migration {
  override name = 'Migration20261124000000_game_clock';

  override up(): void {
    this.addSql(
      `create table "game_event" ("id" bigserial primary key, "game_id" uuid not null, "kind" text not null, "at" timestamptz not null)`,
    );
    this.addSql(`create index "game_event_game_id_id_index" on "game_event" ("game_id", "id")`);
    this.addSql(
      `alter table "game_event" add constraint "game_event_game_id_foreign" foreign key ("game_id") references "game" ("id")`,
    );
    this.addSql(
      `alter table "game_event" add constraint "game_event_kind_check" check ("kind" in ('START', 'PLAY', 'PAUSE', 'END'))`,
    );
    this.addSql(`alter table "game" add column "planned_outcome" jsonb null, add column "abandoned_at_call" int null`);
    // Existing games: START at creation; a running game keeps the calls its caller had shown, paused;
    // an ended game gets its END. A running game's outcome moves into the plan until it happens.
    this.addSql(`insert into "game_event" ("game_id", "kind", "at") select "id", 'START', "created_at" from "game"`);
    this.addSql(
      `insert into "game_event" ("game_id", "kind", "at")
       select "id", k.kind, case k.kind when 'PLAY' then now() - ("calls_revealed" - 1) * "call_speed_ms" * interval '1 millisecond' else now() end
         from "game", (values (1, 'PLAY'), (2, 'PAUSE')) as k(n, kind)
        where "status" = 'ACTIVE' and "calls_revealed" > 0 order by "id", k.n`,
    );
    this.addSql(
      `insert into "game_event" ("game_id", "kind", "at") select "id", 'END', coalesce("ended_at", now()) from "game" where "status" = 'ENDED'`,
    );
    this.addSql(
      `update "game" set "planned_outcome" = jsonb_build_object('houseWin', "house_win", 'winningCard', "winning_card", 'winningCalls', "winning_calls",
              'payoutToWinner', "payout_to_winner", 'profit', "profit", 'jackpotAwarded', "jackpot_awarded"),
              "winning_card" = null, "winning_calls" = null, "house_win" = false, "payout_to_winner" = 0, "profit" = 0, "jackpot_awarded" = 0
        where "status" = 'ACTIVE' and "won_at_call" is null`,
    );
    this.addSql(`alter table "game" drop column "calls_revealed", drop column "paused", drop column "progress_at"`);
  }
}
