import { Migration } from '@mikro-orm/migrations';

/** The language the host's caller runs in: its room displays follow it (docs/screens.md#room-display). */
export class Migration20261128100000_caller_language extends Migration {
  override name = 'Migration20261128100000_caller_language';

  override up(): void {
    this.addSql(`alter table "display_setting" add column "caller_language" varchar(8) null`);
  }

  override down(): void {
    this.addSql(`alter table "display_setting" drop column "caller_language"`);
  }
}
