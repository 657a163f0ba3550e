import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { useTestOrm } from '../../test/helpers/test-orm';
import { executeOnPool } from '../shared/db/parameterized';
import { sqlEm } from '../shared/db/sql';
import { COMMIT_FOLLOWS } from '../shared/db/statement-text';
import { PreparingClient } from './prepared-client';

// The pool's connection class on PostgreSQL (db/prepared-client.ts): a transaction's BEGIN goes
// out with its first statement, its COMMIT with its last. PGlite has no such class (nothing to
// test there).

describe.skipIf(!inject('testDatabaseUrl'))('a transaction on PostgreSQL', () => {
  const db = useTestOrm();
  let client: PreparingClient;
  beforeAll(async () => {
    await db.sql('create table begin_probe (id int primary key)');
    client = new PreparingClient({ connectionString: String(db.orm.config.get('clientUrl')) });
    await client.connect();
  });
  afterAll(() => client?.end()); // before the database is dropped (after-hooks run last first)
  const stateOfClient = async () =>
    (
      await executeOnPool<{ state: string }>(db.orm, 'select state from pg_stat_activity where pid = ?', [
        (client as unknown as { processID: number }).processID,
      ])
    )[0]?.state;
  const probes = async () => (await db.sql<{ id: number }>('select id from begin_probe order by id')).map((r) => r.id);

  it('sends BEGIN with the first statement: not in a transaction before it, everything from it on is', async () => {
    await client.query('begin', []);
    expect(await stateOfClient()).toBe('idle'); // nothing sent yet
    await client.query('insert into begin_probe (id) values ($1)', [1]);
    expect(await stateOfClient()).toBe('idle in transaction');
    await client.query('insert into begin_probe (id) values ($1)', [2]);
    expect(await probes()).toEqual([]); // not committed: another connection sees nothing
    await client.query('rollback', []);
    expect(await probes()).toEqual([]);
    expect(await stateOfClient()).toBe('idle');
  });

  it('a transaction with no statement sends nothing; a failed statement rolls back and the connection goes on', async () => {
    await client.query('begin', []);
    await client.query('commit', []);
    expect(await stateOfClient()).toBe('idle');

    await client.query('insert into begin_probe (id) values ($1)', [3]);
    await client.query('begin', []);
    await client.query('insert into begin_probe (id) values ($1)', [4]);
    await expect(client.query('insert into begin_probe (id) values ($1)', [3])).rejects.toThrow(/duplicate key/);
    await client.query('rollback', []);
    expect(await probes()).toEqual([3]);
    expect((await client.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
  });

  it('MikroORM transactions on the pool commit all or nothing', async () => {
    await expect(
      sqlEm(db.orm).transactional(async (tx) => {
        await tx.execute('insert into begin_probe (id) values (?)', [10]);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    await sqlEm(db.orm).transactional(async (tx) => {
      await tx.execute('insert into begin_probe (id) values (?)', [11]);
      await tx.execute('insert into begin_probe (id) values (?)', [12]);
    });
    expect(await probes()).toEqual([3, 11, 12]);
  });

  it('sends COMMIT with the statement marked last: committed before the commit is asked for', async () => {
    await client.query('begin', []);
    await client.query('insert into begin_probe (id) values ($1)', [20]);
    await client.query(`${COMMIT_FOLLOWS}insert into begin_probe (id) values ($1)`, [21]);
    // The COMMIT went with it, unasked: once it is answered, another connection sees both rows.
    expect((await client.sentCommit)?.command).toBe('COMMIT');
    expect(await probes()).toEqual([3, 11, 12, 20, 21]);
    expect(await stateOfClient()).toBe('idle');
    expect((await client.query('commit', [])).command).toBe('COMMIT');
    expect((await client.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
  });

  it('a failed last statement rolls its transaction back, and the rollback asked for after it is answered', async () => {
    await client.query('begin', []);
    await client.query('insert into begin_probe (id) values ($1)', [30]);
    await expect(client.query(`${COMMIT_FOLLOWS}insert into begin_probe (id) values ($1)`, [20])).rejects.toThrow(
      /duplicate key/,
    );
    expect((await client.query('rollback', [])).command).toBe('ROLLBACK');
    expect(await probes()).toEqual([3, 11, 12, 20, 21]);
    expect(await stateOfClient()).toBe('idle');
    // A transaction with only its last statement: BEGIN, it and COMMIT in one round trip.
    await client.query('begin', []);
    await client.query(`${COMMIT_FOLLOWS}insert into begin_probe (id) values ($1)`, [31]);
    await client.query('commit', []);
    expect(await probes()).toEqual([3, 11, 12, 20, 21, 31]);
  });

  it('refuses a statement or a rollback after the transaction committed with its last statement', async () => {
    await client.query('begin', []);
    await client.query(`${COMMIT_FOLLOWS}insert into begin_probe (id) values ($1)`, [40]);
    await expect(client.query('insert into begin_probe (id) values ($1)', [41])).rejects.toThrow(
      /after the transaction committed/,
    );
    await client.query('begin', []);
    await client.query(`${COMMIT_FOLLOWS}insert into begin_probe (id) values ($1)`, [42]);
    await expect(client.query('rollback', [])).rejects.toThrow(/cannot roll back/);
    expect(await probes()).toEqual([3, 11, 12, 20, 21, 31, 40, 42]);
    expect((await client.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
  });
});
