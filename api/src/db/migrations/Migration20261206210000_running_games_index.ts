import { Migration } from '@mikro-orm/migrations';

/**
 * Running games by host in an index of running games only: every read of it (a host's running
 * game, the count of running games) asks for running games, and an index of every game played
 * grew with the hall's history (the count walked all of it on each metrics scrape). An ended game
 * leaves it with the end's update, which then writes one index entry fewer.
 */
export class Migration20261206210000_running_games_index extends Migration {
  override name = 'Migration20261206210000_running_games_index';

  override up(): void {
    this.addSql(`create index "game_running_host_id_index" on "game" ("host_id") where "status" = 'ACTIVE'`);
    this.addSql(`drop index "game_host_id_status_index"`);
  }

  override down(): void {
    this.addSql(`create index "game_host_id_status_index" on "game" ("host_id", "status")`);
    this.addSql(`drop index "game_running_host_id_index"`);
  }
}
