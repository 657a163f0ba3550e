import { Migration } from '@mikro-orm/migrations';

/**
 * Owner groups become editable by the super admin (docs/roles-and-accounts.md#owner-groups): each
 * has the route its dashboard opens at, and may be archived. The routes the web app used to hard-code
 * become the seeded groups' data.
 */
export class Migration20261124140000_owner_groups extends Migration {
  override name = 'Migration20261124140000_owner_groups';

  override up(): void {
    this.addSql(
      `alter table "owner_group" add column "route_slug" varchar(100) null, add column "archived_at" timestamptz null`,
    );
    this.addSql(`alter table "owner_group" add constraint "owner_group_route_slug_unique" unique ("route_slug")`);
    this.addSql(
      `update "owner_group" set "route_slug" = case "name" when 'hawassa' then 'hawassa' when 'shashemene' then 'shashemene' when 'ale' then 'final/warning' end
        where "name" in ('hawassa', 'shashemene', 'ale')`,
    );
  }
}
