import { utf8ToBytes } from '@noble/hashes/utils.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HmacByteStream } from '../random/hmac-stream';
import { expectRuleError } from '../testing/expect-rule-error';
import type { CardGameResult } from './evaluate';
import { houseGameOutcome, pickHouseCards } from './house';

const result = (paletteNumber: number, at: number | null): CardGameResult => ({
  paletteNumber,
  earliest: at === null ? null : { pattern: 'any', completedAtCall: at, cells: [] },
  byPattern: [at],
});

/** Deterministic stand-in for a secure source, so statistical tests cannot flake. */
const bytesFrom = (label: string) => {
  const stream = new HmacByteStream(utf8ToBytes(label), 'test');
  return (n: number) => Uint8Array.from({ length: n }, () => stream.nextByte());
};

describe('houseGameOutcome', () => {
  it('gives the house the win only when a house card completes strictly first', () => {
    expect(houseGameOutcome([result(1, 20), result(2, 14)], [result(50, 12), result(60, 9)])).toEqual({
      houseWin: true,
      winningCard: 60,
      winningCalls: 9,
    });
    expect(houseGameOutcome([result(1, 20), result(2, 9)], [result(60, 9)])).toEqual({
      houseWin: false,
      winningCard: 2,
      winningCalls: 9,
    });
    expect(houseGameOutcome([result(3, 15), result(4, 15)], [])).toEqual({
      houseWin: false,
      winningCard: 3,
      winningCalls: 15,
    });
    expect(houseGameOutcome([result(3, null)], [result(9, null)])).toEqual({
      houseWin: false,
      winningCard: null,
      winningCalls: null,
    });
    expect(houseGameOutcome([result(3, null)], [result(9, 70)])).toEqual({
      houseWin: true,
      winningCard: 9,
      winningCalls: 70,
    });
  });
});

describe('pickHouseCards', () => {
  it('picks distinct cards of the set that are not in play', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 100 }), { maxLength: 60 }),
        fc.integer({ min: 0, max: 40 }),
        fc.string(),
        (inPlay, count, label) => {
          const picked = pickHouseCards(100, inPlay, count, bytesFrom(label));
          expect(picked).toHaveLength(count);
          expect(new Set(picked).size).toBe(count);
          for (const n of picked) {
            expect(inPlay).not.toContain(n);
            expect(n).toBeGreaterThanOrEqual(1);
            expect(n).toBeLessThanOrEqual(100);
          }
        },
      ),
    );
  });

  it('picks every free card equally often', () => {
    const random = bytesFrom('house uniformity');
    const counts = new Map<number, number>();
    const inPlay = Array.from({ length: 90 }, (_, i) => i + 1);
    for (let i = 0; i < 20_000; i++) {
      const [n] = pickHouseCards(100, inPlay, 1, random);
      counts.set(n!, (counts.get(n!) ?? 0) + 1);
    }
    expect([...counts.keys()].sort((a, b) => a - b)).toEqual([91, 92, 93, 94, 95, 96, 97, 98, 99, 100]);
    let chi = 0;
    for (const c of counts.values()) chi += (c - 2000) ** 2 / 2000;
    expect(chi).toBeLessThan(21.67); // chi-square(9) at 99 %
  });

  it('refuses more house cards than there are free cards', () => {
    expectRuleError(() => pickHouseCards(10, [1, 2, 3], 8, bytesFrom('x')), 'INVALID_COUNT', '7');
    expectRuleError(() => pickHouseCards(10, [], -1, bytesFrom('x')), 'INVALID_COUNT');
    expectRuleError(() => pickHouseCards(10, [], 1, () => new Uint8Array(2)), 'INVALID_RANDOM');
  });
});
