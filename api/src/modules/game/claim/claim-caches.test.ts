import { describe, expect, it } from 'vitest';
import type { SqlTarget } from '../../../shared/db/parameterized';
import { ClaimCaches } from './claim-caches';

// The claim caches belong to one game service (claim-caches.ts): nothing is shared between two of
// them, and clear() forgets everything.

/** An EntityManager stand-in whose every read answers a clock of one event; counts the reads. */
function countingDb() {
  let reads = 0;
  const em = {
    getTransactionContext: () => ({
      executeQuery: () => {
        reads++;
        return Promise.resolve({ rows: [{ kind: 'START', at: new Date(0), id: String(reads) }] });
      },
    }),
    getDriver: () => ({ convertException: (error: Error) => error }),
  } as unknown as SqlTarget;
  return { em, reads: () => reads };
}

describe('claim caches', () => {
  it("remember a game's clock until it is forgotten or the caches are cleared", async () => {
    const db = countingDb();
    const caches = new ClaimCaches();
    expect(await caches.clocks.read(db.em, 'g1')).toMatchObject({ lastEventId: '1', fresh: true });
    expect(await caches.clocks.read(db.em, 'g1')).toMatchObject({ lastEventId: '1', fresh: false });
    expect(db.reads()).toBe(1);
    caches.clocks.forget('g1');
    expect(await caches.clocks.read(db.em, 'g1')).toMatchObject({ lastEventId: '2', fresh: true });
    caches.wonCalls.remember('g1', '12');
    expect(caches.wonCalls.get('g1')).toBe(12);
    caches.clear();
    expect(caches.wonCalls.get('g1')).toBeUndefined();
    expect(await caches.clocks.read(db.em, 'g1')).toMatchObject({ lastEventId: '3', fresh: true });
  });

  it('of two services share nothing', async () => {
    const db = countingDb();
    const [a, b] = [new ClaimCaches(), new ClaimCaches()];
    a.wonCalls.remember('g1', 7);
    await a.clocks.read(db.em, 'g1');
    expect(b.wonCalls.get('g1')).toBeUndefined();
    expect(await b.clocks.read(db.em, 'g1')).toMatchObject({ fresh: true });
    expect(db.reads()).toBe(2);
  });

  it('keep the first call a pot went on (it never changes once set)', () => {
    const caches = new ClaimCaches();
    caches.wonCalls.remember('g1', null);
    expect(caches.wonCalls.get('g1')).toBeUndefined();
    caches.wonCalls.remember('g1', 9);
    caches.wonCalls.remember('g1', 10);
    expect(caches.wonCalls.get('g1')).toBe(9);
  });
});

describe('claim caches at the scale of the market', () => {
  it("keep every running game's clock between its claims: 5,000 games, each read once", async () => {
    const db = countingDb();
    const caches = new ClaimCaches();
    const games = Array.from({ length: 5000 }, (_, i) => `g${i}`);
    for (const game of games) await caches.clocks.read(db.em, game);
    for (const game of games) expect(await caches.clocks.read(db.em, game)).toMatchObject({ fresh: false });
    expect(db.reads()).toBe(5000);
  });

  it('make room with the game asked for longest ago, not the one still being claimed', async () => {
    const db = countingDb();
    const caches = new ClaimCaches(3);
    for (const game of ['g1', 'g2', 'g3']) await caches.clocks.read(db.em, game);
    await caches.clocks.read(db.em, 'g1'); // still claimed
    await caches.clocks.read(db.em, 'g4'); // makes room: g2 goes
    expect(await caches.clocks.read(db.em, 'g1')).toMatchObject({ fresh: false });
    expect(await caches.clocks.read(db.em, 'g2')).toMatchObject({ fresh: true });
    caches.wonCalls.remember('w1', 3);
    caches.wonCalls.remember('w2', 4);
    caches.wonCalls.remember('w3', 5);
    caches.wonCalls.get('w1');
    caches.wonCalls.remember('w4', 6);
    expect([caches.wonCalls.get('w1'), caches.wonCalls.get('w2')]).toEqual([3, undefined]);
  });

  it("forget one game's entries, and only that game's", async () => {
    const db = countingDb();
    const caches = new ClaimCaches();
    await caches.clocks.read(db.em, 'g1');
    await caches.clocks.read(db.em, 'g2');
    caches.wonCalls.remember('g1', 12);
    caches.forget('g1');
    expect(caches.remembers('g1')).toBe(false);
    expect(caches.remembers('g2')).toBe(true);
    expect(await caches.clocks.read(db.em, 'g1')).toMatchObject({ fresh: true });
  });
});
