import { PGlite } from '@electric-sql/pglite';
import { openOrm } from '../../db/orm';
import { MIGRATIONS } from '../../db/migrations';
const pglite = await PGlite.create();
const orm = await openOrm({ kind: 'pglite-instance', pglite });
await orm.migrator.up({ migrations: MIGRATIONS.filter((m) => m.name !== 'Migration20261120040000_bonus').map((m) => m.name) });
console.log(await orm.schema.getUpdateSchemaSQL({ wrap: false }));
await orm.close(true);
