import { beforeAll, describe, expect, inject, it } from 'vitest';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { useTestOrm } from '../../../test/helpers/test-orm';
import { executeOnPool, executeParameterized } from './parameterized';
import { toDriverValue, toPositional } from './statement-text';
import { sqlEm } from './sql';

// Hot statements with bind parameters (shared/db/parameterized.ts), on the real database: the same
// answers as MikroORM's literal-in-text execute, and on PostgreSQL a named statement per text.

describe('toPositional', () => {
  it('numbers the placeholders outside quoted text, quoted identifiers and comments', () => {
    expect(toPositional(`select ?, 'is it? it''s ?', "odd?col" from t -- what?\n where a = ? /* ? */ and b = ?`)).toBe(
      `select $1, 'is it? it''s ?', "odd?col" from t -- what?\n where a = $2 /* ? */ and b = $3`,
    );
  });

  it('refuses the identifier placeholder and array values (one ? per element instead)', () => {
    expect(() => toPositional('select * from ??')).toThrow(/not supported/);
    expect(() => toDriverValue([1, 2])).toThrow(/one `\?` per element/);
  });
});

const db = useTestOrm();
const literal = db.sql;
beforeAll(() =>
  literal('create table param_probe (id int primary key, at timestamptz, doc jsonb, big bigint, note text)'),
);

describe('executeParameterized', () => {
  it('stores and answers what the literal-in-text execute does (dates, JSON, bigints, nulls, quotes)', async () => {
    const at = new Date('2026-11-24T10:11:12.345Z');
    const values = [at, { cards: [1, 2], note: "it's ?" }, 9007199254740993n, "O'Brien?"];
    const em = sqlEm(db.orm);
    await executeParameterized(em, 'insert into param_probe (id, at, doc, big, note) values (1, ?, ?, ?, ?)', values);
    await literal('insert into param_probe (id, at, doc, big, note) values (2, ?, ?, ?, ?)', values);
    const rows = await executeParameterized<{ id: number; at: Date; doc: unknown; big: string; note: string }>(
      em,
      'select id, at, doc, big::text as big, note from param_probe where id in (?, ?) and note = ? order by id',
      [1, 2, "O'Brien?"],
    );
    expect(rows.map((r) => r.id)).toEqual([1, 2]);
    expect(rows[0]).toEqual({ ...rows[1], id: 1 });
    expect(new Date(rows[0]!.at).toISOString()).toBe(at.toISOString());
    expect(rows[0]!.doc).toEqual({ cards: [1, 2], note: "it's ?" });
    expect(rows[0]!.big).toBe('9007199254740993');
  });

  it('fails as MikroORM does: a DriverException with the SQLSTATE, and inside a transaction rolls it back', async () => {
    const em = sqlEm(db.orm);
    const insert = (tx: typeof em, id: number) =>
      executeParameterized(tx, 'insert into param_probe (id, note) values (?, ?)', [id, 'x']);
    const error = await em
      .transactional(async (tx) => {
        await insert(tx, 10);
        await insert(tx, 10);
      })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UniqueConstraintViolationException);
    expect((error as { code?: string }).code).toBe('23505');
    expect(await literal('select id from param_probe where id = 10')).toEqual([]);
  });
});

describe('on the pool, given the ORM (no EntityManager)', () => {
  it('answers what the same statement answers in a transaction, and fails the same way', async () => {
    const values = [new Date('2026-11-24T10:11:12.345Z'), { n: 1 }, 42n, 'pool?'];
    await executeParameterized(
      db.orm,
      'insert into param_probe (id, at, doc, big, note) values (20, ?, ?, ?, ?)',
      values,
    );
    const read = 'select id, at, doc, big, note from param_probe where id = ?';
    // Twice: the first call may still take the ORM's own path while the pool is looked up.
    const first = await executeOnPool(db.orm, read, [20]);
    const second = await executeParameterized(db.orm, read, [20]);
    const inTx = await sqlEm(db.orm).transactional((tx) => executeParameterized(tx, read, [20]));
    expect(second).toEqual(inTx);
    expect(first).toEqual(inTx);
    expect(second).toHaveLength(1);
    const error = await executeOnPool(db.orm, 'insert into param_probe (id, note) values (?, ?)', [20, 'again']).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(UniqueConstraintViolationException);
    expect((error as { code?: string }).code).toBe('23505');
  });
});

describe.skipIf(!inject('testDatabaseUrl'))('on PostgreSQL', () => {
  it('a parameterized text is prepared once per connection and reused; literal-in-text statements are not', async () => {
    const em = sqlEm(db.orm);
    const prepared = await em.transactional(async (tx) => {
      for (let i = 0; i < 3; i++) await executeParameterized(tx, 'select note from param_probe where id = ?', [i]);
      await tx.execute('select note from param_probe where id = ?', [1]);
      return executeParameterized<{ statement: string; calls: number }>(
        tx,
        `select statement, (generic_plans + custom_plans)::int as calls from pg_prepared_statements
          where statement like ? and statement not like '%pg_prepared_statements%'`,
        ['select note from param_probe%'],
      );
    });
    expect(prepared).toEqual([{ statement: 'select note from param_probe where id = $1', calls: 3 }]);
  });
});
