import type { PGlite } from '@electric-sql/pglite';
import { MikroORM as PgliteOrm } from '@mikro-orm/pglite';
import { MikroORM as PostgresOrm, PostgreSqlDriver } from '@mikro-orm/postgresql';
import type { Options } from '@mikro-orm/core';
import { Migrator } from '@mikro-orm/migrations';
import { MIGRATIONS } from './migrations';
import { PreparingClient } from './prepared-client';

import type { AnyEntitySchema, Orm } from '../shared/db/orm';
export type { Orm };

export type DatabaseTarget =
  /** preparedStatements (default true): name parameterized statements on each connection (prepared-client.ts). */
  | { kind: 'postgres'; url: string; preparedStatements?: boolean }
  /** A folder on disk, or an already open PGlite instance (tests load one from a template). */
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'pglite-instance'; pglite: PGlite };

/** The entities come from the composition root (the modules' manifests, api/src/modules.ts). */
export type Entities = readonly AnyEntitySchema[];

function baseOptions(entities: Entities): Partial<Options> {
  return {
    entities: [...entities],
    extensions: [Migrator],
    migrations: { migrationsList: MIGRATIONS, snapshot: false, silent: true },
    // Entities are declared with defineEntity; nothing needs reflection or folder discovery.
    discovery: { warnWhenNoEntities: true },
    allowGlobalContext: false,
    debug: false,
  };
}

export async function openOrm(target: DatabaseTarget, entities: Entities): Promise<Orm> {
  switch (target.kind) {
    case 'postgres':
      return PostgresOrm.init({
        ...baseOptions(entities),
        clientUrl: target.url,
        pool: { min: 0, max: 10 },
        // node-postgres's Pool takes the class of its connections (pg-pool's `Client` option).
        driverOptions: target.preparedStatements === false ? {} : { Client: PreparingClient },
      });
    case 'pglite':
      return PgliteOrm.init({ ...baseOptions(entities), dbName: target.dataDir });
    case 'pglite-instance':
      return PgliteOrm.init({
        ...baseOptions(entities),
        dbName: 'memory://',
        driverOptions: { pglite: target.pglite },
      });
  }
}

/**
 * Applies pending migrations; safe to call on every start, also from several processes at once
 * (two API instances starting together): all pending migrations run in one transaction that
 * first takes an advisory lock, so a second caller waits, then finds nothing pending.
 * MikroORM's migrator has no lock of its own.
 */
export async function migrate(orm: Orm): Promise<void> {
  // PGlite is one process's own database (folder lock), and its single connection cannot run
  // the migrator inside an outer transaction: no lock needed, none taken.
  if (!(orm.driver instanceof PostgreSqlDriver)) return void (await orm.migrator.up());
  await orm.em.fork().transactional(async (em) => {
    const trx = em.getTransactionContext();
    await em.getConnection().execute('select pg_advisory_xact_lock(?)', [MIGRATION_LOCK], 'all', trx);
    await orm.migrator.up({ transaction: trx });
  });
}

/**
 * Runs `work` (migrations, then seeding) while holding the start-up lock, so instances starting
 * together on one PostgreSQL do it one after another. The lock is a transaction-scoped advisory
 * lock held open on its own pooled connection while `work` uses others. An embedded database
 * needs none: its folder lock already admits one process.
 */
export async function withStartupLock<T>(orm: Orm, target: DatabaseTarget, work: () => Promise<T>): Promise<T> {
  if (target.kind !== 'postgres') return work();
  const connection = orm.em.getConnection();
  return connection.transactional(async (trx) => {
    await connection.execute('select pg_advisory_xact_lock(?)', [STARTUP_LOCK], 'all', trx);
    return work();
  });
}

/** Arbitrary constants naming the locks ("migrat" and "startu" in ASCII). */
export const MIGRATION_LOCK = 0x6d6967726174;
export const STARTUP_LOCK = 0x737461727475;
