import { Migration } from '@mikro-orm/migrations';

/**
 * Missed claims (docs/fairness.md#missed-claims): the cards that completed and were never claimed,
 * stored with the game at its end (null for games ended before); and the hall setting that tells
 * the caller of them live (on unless the owner switches it off).
 */
export class Migration20261128110000_missed_claims extends Migration {
  override name = 'Migration20261128110000_missed_claims';

  override up(): void {
    this.addSql(`alter table "game" add column "missed_claims" jsonb null`);
    this.addSql(`alter table "hall_settings" add column "missed_claim_notices" boolean not null default true`);
  }

  override down(): void {
    this.addSql(`alter table "hall_settings" drop column "missed_claim_notices"`);
    this.addSql(`alter table "game" drop column "missed_claims"`);
  }
}
