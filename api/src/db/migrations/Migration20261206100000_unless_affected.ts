import { Migration } from '@mikro-orm/migrations';

/**
 * `require_affected(affected, write)`: fails the statement (SQLSTATE BGU01, the write's label as
 * the detail) when a queued write that must change a row changed none (shared/db/batch.ts). The
 * check runs inside the statement, so a transaction whose COMMIT is sent with that statement
 * (docs/audit.md#commit-with-the-last-statement) rolls back instead of committing.
 */
export class Migration20261206100000_unless_affected extends Migration {
  override name = 'Migration20261206100000_unless_affected';

  override up(): void {
    this.addSql(
      `create function require_affected(affected bigint, write text) returns boolean language plpgsql as $$
       begin
         if affected = 0 then
           raise exception using errcode = 'BGU01', message = 'a queued write affected no row', detail = write;
         end if;
         return true;
       end $$`,
    );
  }

  override down(): void {
    this.addSql('drop function require_affected(bigint, text)');
  }
}
