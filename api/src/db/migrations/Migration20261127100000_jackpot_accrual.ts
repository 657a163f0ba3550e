import { Migration } from '@mikro-orm/migrations';

/**
 * What each game added to its host's jackpot pool at start (docs/games-and-money.md#jackpot): the
 * share is taken at start for every regular game, abandoned ones included, and shown per game so
 * a pool's history adds up (pool = accruals - awards). Games started before this show 0.
 */
export class Migration20261127100000_jackpot_accrual extends Migration {
  override name = 'Migration20261127100000_jackpot_accrual';

  override up(): void {
    this.addSql(`alter table "game" add column "jackpot_accrual" bigint not null default '0'`);
  }

  override down(): void {
    this.addSql(`alter table "game" drop column "jackpot_accrual"`);
  }
}
