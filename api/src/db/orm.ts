import type { PGlite } from '@electric-sql/pglite';
import { MikroORM as PgliteOrm } from '@mikro-orm/pglite';
import { MikroORM as PostgresOrm } from '@mikro-orm/postgresql';
import type { MikroORM, Options } from '@mikro-orm/core';
import { Migrator } from '@mikro-orm/migrations';
import { ENTITIES } from './entities';
import { MIGRATIONS } from './migrations';

export type Orm = MikroORM;

export type DatabaseTarget =
  | { kind: 'postgres'; url: string }
  /** A folder on disk, or an already open PGlite instance (tests load one from a template). */
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'pglite-instance'; pglite: PGlite };

function baseOptions(): Partial<Options> {
  return {
    entities: ENTITIES,
    extensions: [Migrator],
    migrations: { migrationsList: MIGRATIONS, snapshot: false, silent: true },
    // Entities are declared with defineEntity; nothing needs reflection or folder discovery.
    discovery: { warnWhenNoEntities: true },
    allowGlobalContext: false,
    debug: false,
  };
}

export async function openOrm(target: DatabaseTarget): Promise<Orm> {
  switch (target.kind) {
    case 'postgres':
      return PostgresOrm.init({ ...baseOptions(), clientUrl: target.url, pool: { min: 0, max: 10 } });
    case 'pglite':
      return PgliteOrm.init({ ...baseOptions(), dbName: target.dataDir });
    case 'pglite-instance':
      return PgliteOrm.init({ ...baseOptions(), dbName: 'memory://', driverOptions: { pglite: target.pglite } });
  }
}

/** Applies pending migrations; safe to call on every start. */
export async function migrate(orm: Orm): Promise<void> {
  await orm.migrator.up();
}
