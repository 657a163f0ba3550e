import { beforeAll, describe, expect, it } from 'vitest';
import { useTestOrm } from '../../../test/helpers/test-orm';
import { deferWrite, oneRow, allRows, queueWrite, readTogether } from './batch';
import { auditedTransaction } from './transaction';

// The round-trip savers of hot transactions (shared/db/batch.ts), on the real database: reads
// share one statement, queued writes go as one statement before the commit, and a failure
// anywhere leaves nothing written.

const db = useTestOrm();
const sql = db.sql;

beforeAll(() => sql('create table batch_probe (id int primary key, note text not null)'));

describe('readTogether', () => {
  it('answers every read of one statement, decoded, rows or none', async () => {
    await sql("insert into batch_probe (id, note) values (1, 'one'), (2, 'two')");
    const read = await auditedTransaction(db.orm, (tx) =>
      readTogether(tx, {
        one: oneRow<{ note: string }, string | null>(
          'select note from batch_probe where id = ?',
          [1],
          (r) => r?.note ?? null,
        ),
        none: oneRow<{ note: string }, string | null>(
          'select note from batch_probe where id = ?',
          [9],
          (r) => r?.note ?? null,
        ),
        all: allRows<{ id: number }, number[]>('select id from batch_probe order by id for update', [], (rows) =>
          rows.map((r) => r.id),
        ),
      }),
    );
    expect(read).toEqual({ one: 'one', none: null, all: [1, 2] });
    await sql('delete from batch_probe');
  });
});

describe('deferWrite and queueWrite in an audited transaction', () => {
  it('send the queued writes when the work is done, in one statement, and answer their RETURNING', async () => {
    const seen: unknown[] = [];
    let answer: Promise<Record<string, unknown>[]> | undefined;
    await auditedTransaction(db.orm, async (tx) => {
      await queueWrite(tx, "insert into batch_probe (id, note) values (?, 'queued')", [10]);
      answer = deferWrite(tx, "insert into batch_probe (id, note) values (?, 'answered') returning id", [11]);
      // Nothing is written yet: the statement goes after the work.
      seen.push(...(await tx.execute('select id from batch_probe where id in (10, 11)')));
    });
    expect(seen).toEqual([]);
    expect(await answer).toEqual([{ id: 11 }]);
    expect(await sql('select id, note from batch_probe order by id')).toEqual([
      { id: 10, note: 'queued' },
      { id: 11, note: 'answered' },
    ]);
    await sql('delete from batch_probe');
  });

  it('a write that affects no row (unlessAffected) fails the transaction, and nothing of it is written', async () => {
    await sql("insert into batch_probe (id, note) values (20, 'before')");
    await expect(
      auditedTransaction(db.orm, async (tx) => {
        await queueWrite(tx, "insert into batch_probe (id, note) values (21, 'never')", []);
        await queueWrite(
          tx,
          "update batch_probe set note = 'x' where id = 99 returning id",
          [],
          () => new Error('moved'),
        );
      }),
    ).rejects.toThrow('moved');
    expect(await sql('select id, note from batch_probe order by id')).toEqual([{ id: 20, note: 'before' }]);
    // The transaction's only write, checked by its own statement as well.
    await expect(
      auditedTransaction(db.orm, async (tx) => {
        await tx.execute("update batch_probe set note = 'locked' where id = 20");
        await queueWrite(
          tx,
          "update batch_probe set note = 'x' where id = 98 returning id",
          [],
          () => new Error('gone'),
        );
      }),
    ).rejects.toThrow('gone');
    expect(await sql('select id, note from batch_probe order by id')).toEqual([{ id: 20, note: 'before' }]);
    await sql('delete from batch_probe');
  });

  it('a failure in the work sends nothing and tells the queued answers', async () => {
    let answer: Promise<unknown> | undefined;
    await expect(
      auditedTransaction(db.orm, async (tx) => {
        answer = deferWrite(tx, "insert into batch_probe (id, note) values (30, 'never') returning id", []);
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    await expect(answer).rejects.toThrow('refused');
    expect(await sql('select id from batch_probe')).toEqual([]);
  });

  it('outside an audited transaction a queued write runs at once', async () => {
    const em = db.orm.em.fork();
    await queueWrite(em as never, "insert into batch_probe (id, note) values (40, 'now')", []);
    expect(await sql('select note from batch_probe where id = 40')).toEqual([{ note: 'now' }]);
    await sql('delete from batch_probe');
  });
});
