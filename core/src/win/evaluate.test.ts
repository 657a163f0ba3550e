import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Card, cardCells } from '../cards/card';
import { generateCardSet } from '../cards/card-set';
import { PATTERN_NAMES, PATTERNS, type PatternName } from '../patterns/patterns';
import { clone } from '../testing/clone';
import { cardArb, orderArb } from '../testing/arbitraries';
import { expectRuleError } from '../testing/expect-rule-error';
import { earliestCompletion, evaluateCard, evaluateGame, markedCells } from './evaluate';

/**
 * Plain reference: mark cells call by call (FREE marked from the start) and after each call test
 * every alternative of the pattern. Returns the first call index and every alternative complete then.
 */
function reference(
  card: Card,
  pattern: PatternName,
  calls: readonly number[],
): { at: number | null; complete: number[] } {
  const cells = cardCells(card);
  const marked = new Set<number>([12]);
  const alternatives = PATTERNS[pattern].alternatives;
  const completeNow = () =>
    alternatives.filter((alt) => [...Array(25).keys()].every((i) => !(alt & (1 << i)) || marked.has(i)));
  for (let k = 0; k < calls.length; k++) {
    const cell = cells.indexOf(calls[k]!);
    if (cell >= 0 && cell !== 12) marked.add(cell);
    const done = completeNow();
    if (done.length > 0) return { at: k + 1, complete: done };
  }
  return { at: null, complete: [] };
}

const cellsOf = (mask: number) => [...Array(25).keys()].filter((i) => mask & (1 << i));

const patternsArb = fc.uniqueArray(fc.constantFrom(...PATTERN_NAMES), { minLength: 1, maxLength: 6 });

describe('evaluateCard', () => {
  it('agrees with the reference checker on random cards, patterns and prefixes', () => {
    fc.assert(
      fc.property(cardArb, patternsArb, orderArb, fc.integer({ min: 0, max: 75 }), (card, patterns, order, length) => {
        const prefix = order.slice(0, length);
        const results = evaluateCard(card, patterns, prefix);
        const cells = cardCells(card);
        const called = cells.map((n, i) => i === 12 || prefix.includes(n));
        expect(cellsOf(markedCells(card, prefix)).map(String)).toEqual(
          called.flatMap((on, i) => (on ? [String(i)] : [])),
        );
        expect(results.map((r) => r.pattern)).toEqual(patterns);
        for (const r of results) {
          const ref = reference(card, r.pattern, prefix);
          expect(r.completedAtCall).toBe(ref.at);
          expect(r.isComplete).toBe(ref.at !== null);
          if (ref.at === null) {
            expect(r).toMatchObject({ cells: [], numbers: [], lastCalledNumber: null });
            continue;
          }
          expect(r.lastCalledNumber).toBe(prefix[ref.at - 1]);
          // The winning cells are the first alternative (in the pattern's order) complete at that call.
          expect(r.cells).toEqual(cellsOf(ref.complete[0]!));
          expect(r.numbers).toEqual(r.cells.filter((c) => c !== 12).map((c) => cells[c]));
          expect(r.numbers).toContain(r.lastCalledNumber);
          for (const n of r.numbers) expect(prefix.slice(0, ref.at)).toContain(n);
        }
      }),
      { numRuns: 3000 },
    );
  });

  it('reports the earliest call: one call earlier the pattern is not complete', () => {
    fc.assert(
      fc.property(cardArb, fc.constantFrom(...PATTERN_NAMES), orderArb, (card, pattern, order) => {
        const [full] = evaluateCard(card, [pattern], order);
        // On a full sequence every pattern completes.
        expect(full!.completedAtCall).not.toBeNull();
        const at = full!.completedAtCall!;
        expect(evaluateCard(card, [pattern], order.slice(0, at))[0]!.completedAtCall).toBe(at);
        expect(evaluateCard(card, [pattern], order.slice(0, at - 1))[0]!.isComplete).toBe(false);
      }),
      { numRuns: 1000 },
    );
  });

  it('counts FREE as called: the N column completes with its four numbers', () => {
    const card: Card = {
      paletteNumber: 9,
      numbers: {
        B: [1, 2, 3, 4, 5],
        I: [16, 17, 18, 19, 20],
        N: [31, 32, 'FREE', 33, 34],
        G: [46, 47, 48, 49, 50],
        O: [61, 62, 63, 64, 65],
      },
    };
    const [columns, corners, cross, around] = evaluateCard(
      card,
      ['columns', 'corners', 'cross', 'surroundingFree'],
      [70, 31, 5, 32, 33, 34],
    );
    expect(columns).toEqual({
      pattern: 'columns',
      isComplete: true,
      cells: [2, 7, 12, 17, 22],
      numbers: [31, 32, 33, 34],
      completedAtCall: 6,
      lastCalledNumber: 34,
    });
    expect(corners!.isComplete).toBe(false);
    expect(cross!.isComplete).toBe(false);
    expect(around!.isComplete).toBe(false);
    const [aroundWon] = evaluateCard(card, ['surroundingFree'], [32, 18, 19, 48, 33]);
    expect(aroundWon).toMatchObject({ completedAtCall: 5, lastCalledNumber: 33, numbers: [32, 18, 48, 33] });
  });

  it('rejects bad calls, unknown patterns and broken cards', () => {
    const [card] = generateCardSet('evaluate errors', 1);
    expectRuleError(() => evaluateCard(card!, ['rows'], [1, 2, 1]), 'INVALID_DRAW', 'B1');
    expectRuleError(() => evaluateCard(card!, ['rows'], [0]), 'INVALID_DRAW');
    expectRuleError(() => evaluateCard(card!, ['rows'], [76]), 'INVALID_DRAW');
    expectRuleError(() => evaluateCard(card!, ['rows', 'square' as PatternName], [1]), 'UNKNOWN_PATTERN', 'square');
    expectRuleError(() => evaluateCard(card!, [], [1]), 'INVALID_PATTERNS');
    const broken = clone(card!);
    broken.numbers.B[0] = 99;
    expectRuleError(() => evaluateCard(broken, ['rows'], [1]), 'INVALID_CARD');
    expectRuleError(() => evaluateCard({ paletteNumber: 3 } as Card, ['rows'], [1]), 'INVALID_CARD');
  });
});

describe('earliestCompletion and evaluateGame', () => {
  it('give each card its earliest win over the patterns, agreeing with the reference', () => {
    fc.assert(
      fc.property(
        fc.array(cardArb, { minLength: 1, maxLength: 8 }),
        patternsArb,
        orderArb,
        fc.integer({ min: 0, max: 75 }),
        (cards, patterns, order, length) => {
          const calls = order.slice(0, length);
          const game = evaluateGame(cards, patterns, calls);
          expect(game).toHaveLength(cards.length);
          game.forEach((result, i) => {
            const card = cards[i]!;
            const refs = patterns.map((p) => reference(card, p, calls));
            expect(result.paletteNumber).toBe(card.paletteNumber);
            expect(result.byPattern).toEqual(refs.map((r) => r.at));
            const times = refs.map((r) => r.at ?? Infinity);
            const best = Math.min(...times);
            const earliest = earliestCompletion(card, patterns, calls);
            expect(result.earliest).toEqual(earliest);
            if (best === Infinity) {
              expect(earliest).toBeNull();
            } else {
              const p = times.indexOf(best);
              expect(earliest).toEqual({
                pattern: patterns[p],
                completedAtCall: best,
                cells: cellsOf(refs[p]!.complete[0]!),
              });
            }
          });
        },
      ),
      { numRuns: 1500 },
    );
  });

  it('keeps results aligned with the pattern list as given', () => {
    const cards = generateCardSet('alignment', 3);
    const order = Array.from({ length: 75 }, (_, i) => 75 - i);
    const [r] = evaluateGame(cards, ['fullCard', 'rows', 'fullCard'], order);
    expect(r!.byPattern).toHaveLength(3);
    expect(r!.byPattern[0]).toBe(r!.byPattern[2]);
    expect(r!.byPattern[0]).toBeGreaterThanOrEqual(r!.byPattern[1]!);
  });
});
