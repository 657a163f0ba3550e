import { BALL_COUNT, type Card, CELL_COUNT, CENTER_CELL, describeCell, GRID_SIZE, LETTERS } from '../cards/card';
import { assertDrawPrefix } from '../draw/draw';
import { isBallNumber } from '../draw/labels';
import { RuleError, describeValue } from '../rule-errors';
import { type CellMask, maskCells, PATTERNS, type PatternName, parsePatterns } from '../patterns/patterns';

/*
 * How evaluation works: give every cell of the card the 1-based index of the call that marks it
 * (uncalled cells NEVER; the FREE centre is always marked, so it is left out). A set of cells is
 * complete at the largest index among its cells; a pattern at the smallest such index over its
 * alternatives. This equals walking the calls while accumulating a 25-bit mask and testing every
 * alternative after each call (the reference checker in evaluate.test.ts does exactly that), but
 * costs one pass over each alternative's cells instead of one per call.
 */

const NEVER = 255;

export interface PatternResult {
  pattern: PatternName;
  isComplete: boolean;
  /** Indexes (row * 5 + column) of the winning alternative's cells, FREE centre included when part of it; [] if not complete. */
  cells: number[];
  /** The card's numbers in those cells, in cell order, without FREE; [] if not complete. */
  numbers: number[];
  /** 1-based position in the calls at which the pattern first completed; null if it has not. */
  completedAtCall: number | null;
  /** The number whose call completed the pattern (calls[completedAtCall - 1]); null if not complete. */
  lastCalledNumber: number | null;
}

export interface Completion {
  pattern: PatternName;
  /** 1-based call index at which the card first completes `pattern`. */
  completedAtCall: number;
  /** The winning alternative's cell indexes. */
  cells: number[];
}

export interface CardGameResult {
  paletteNumber: number;
  /** The card's first win over all patterns (ties: the pattern listed first); null if it never completes. */
  earliest: Completion | null;
  /** completedAtCall per pattern, aligned with the `patterns` argument; null where it never completes. */
  byPattern: (number | null)[];
}

/** Alternatives of the requested patterns, deduplicated across patterns (`any` shares rows with `rows`). */
interface Plan {
  patterns: PatternName[];
  altMasks: number[];
  /**
   * Cells of every distinct alternative laid end to end, the centre left out since it is always
   * marked: alternative a is flatCells[altStart[a] .. altStart[a + 1]).
   */
  flatCells: Uint8Array;
  altStart: Uint16Array;
  /** Per pattern, indexes into altMasks in the pattern's own alternative order. */
  patternAlts: number[][];
}

const plans = new Map<string, Plan>();

function planFor(patterns: readonly PatternName[]): Plan {
  const key = Array.isArray(patterns) ? patterns.join(',') : '';
  let plan = plans.get(key);
  if (plan) return plan;
  // Validates only: results stay aligned with the caller's list, repeats included.
  parsePatterns(patterns);
  const names = [...patterns];
  const altIndex = new Map<number, number>();
  const altMasks: number[] = [];
  const patternAlts = names.map((name) =>
    PATTERNS[name].alternatives.map((m) => {
      let i = altIndex.get(m);
      if (i === undefined) {
        i = altMasks.length;
        altIndex.set(m, i);
        altMasks.push(m);
      }
      return i;
    }),
  );
  const lists = altMasks.map((m) => maskCells(m).filter((c) => c !== CENTER_CELL));
  const altStart = new Uint16Array(lists.length + 1);
  lists.forEach((list, a) => (altStart[a + 1] = altStart[a]! + list.length));
  const flatCells = new Uint8Array(altStart[lists.length]!);
  lists.forEach((list, a) => flatCells.set(list, altStart[a]!));
  plan = { patterns: names, altMasks, flatCells, altStart, patternAlts };
  if (plans.size > 256) plans.clear();
  plans.set(key, plan);
  return plan;
}

/** position[n] = 1-based index of n in the calls, NEVER when not called. */
function callPositions(calls: readonly number[]): Uint8Array {
  assertDrawPrefix(calls);
  const position = new Uint8Array(BALL_COUNT + 1).fill(NEVER);
  for (let i = 0; i < calls.length; i++) position[calls[i]!] = i + 1;
  return position;
}

/**
 * The card's numbers by cell (centre 0) into `out`, rejecting anything that is not a card: the API
 * may hand over stored data, and a malformed card must be a RuleError, not a crash.
 */
function readCells(card: Card, out: Uint8Array): Uint8Array {
  const numbers = (card as Partial<Card> | null)?.numbers;
  for (let col = 0; col < GRID_SIZE; col++) {
    const column: unknown = numbers?.[LETTERS[col]!];
    if (!Array.isArray(column)) {
      throw new RuleError('INVALID_CARD', `Card ${describeValue(card?.paletteNumber)} has no column ${LETTERS[col]}.`);
    }
    for (let row = 0; row < GRID_SIZE; row++) {
      const index = row * GRID_SIZE + col;
      if (index === CENTER_CELL) {
        out[index] = 0;
        continue;
      }
      const n: unknown = column[row];
      if (!isBallNumber(n)) {
        throw new RuleError(
          'INVALID_CARD',
          `Card ${describeValue(card?.paletteNumber)} has no valid number in ${describeCell(index)}.`,
        );
      }
      out[index] = n;
    }
  }
  return out;
}

/*
 * The two hot loops below are branch-free: call indexes are random, so an `if (v > t)` is
 * mispredicted about half the time, which doubled the cost of a whole-game evaluation.
 * For small integers, d >> 31 is -1 when d < 0 and 0 otherwise, so
 *   max(t, v) = t - ((t - v) & ((t - v) >> 31))   and   min(m, k) = m + ((k - m) & ((k - m) >> 31)).
 */

/** Completion index of every distinct alternative into `out`; `times` is scratch for the 25 cells. */
function altTimes(cells: Uint8Array, position: Uint8Array, plan: Plan, times: Uint8Array, out: Uint8Array): void {
  for (let i = 0; i < CELL_COUNT; i++) times[i] = position[cells[i]!]!;
  const { flatCells, altStart } = plan;
  const count = altStart.length - 1;
  for (let a = 0; a < count; a++) {
    const end = altStart[a + 1]!;
    let t = 0;
    for (let k = altStart[a]!; k < end; k++) {
      const d = t - times[flatCells[k]!]!;
      t -= d & (d >> 31);
    }
    out[a] = t;
  }
}

/**
 * A pattern's earliest completion, encoded as time * 64 + i where i is the position (in the
 * pattern's own order) of the first alternative complete at that time; NEVER * 64 + i if none.
 * 64 leaves room: the largest pattern, any, has 14 alternatives.
 */
function patternKey(alts: readonly number[], times: Uint8Array): number {
  let m = NEVER * 64 + 63;
  for (let i = 0; i < alts.length; i++) {
    const d = times[alts[i]!]! * 64 + i - m;
    m += d & (d >> 31);
  }
  return m;
}

/**
 * The card judged on the calls made so far, one result per pattern (in the order given).
 * `calledPrefix` is the numbers called, in order; the FREE centre always counts as called.
 */
export function evaluateCard(
  card: Card,
  patterns: readonly PatternName[],
  calledPrefix: readonly number[],
): PatternResult[] {
  const plan = planFor(patterns);
  const cells = readCells(card, new Uint8Array(CELL_COUNT));
  const position = callPositions(calledPrefix);
  const times = new Uint8Array(plan.altMasks.length);
  altTimes(cells, position, plan, new Uint8Array(CELL_COUNT), times);
  return plan.patterns.map((pattern, p) => {
    const alts = plan.patternAlts[p]!;
    const key = patternKey(alts, times);
    const t = key >> 6;
    const alt = alts[key & 63]!;
    if (t === NEVER) {
      return { pattern, isComplete: false, cells: [], numbers: [], completedAtCall: null, lastCalledNumber: null };
    }
    const winning = maskCells(plan.altMasks[alt]!);
    return {
      pattern,
      isComplete: true,
      cells: winning,
      numbers: winning.filter((c) => c !== CENTER_CELL).map((c) => cells[c]!),
      completedAtCall: t,
      lastCalledNumber: t > 0 ? calledPrefix[t - 1]! : null,
    };
  });
}

/** The first call (1-based) at which the card completes any of the patterns, or null within `order`. */
export function earliestCompletion(
  card: Card,
  patterns: readonly PatternName[],
  order: readonly number[],
): Completion | null {
  const [result] = evaluateGame([card], patterns, order);
  return result!.earliest;
}

/**
 * Every card's completion per pattern and first win, for a whole call sequence (or a prefix of it).
 * The number-to-call index table is built once per game; each card then costs one pass over the
 * requested patterns' cells.
 */
export function evaluateGame(
  cards: readonly Card[],
  patterns: readonly PatternName[],
  order: readonly number[],
): CardGameResult[] {
  if (!Array.isArray(cards)) {
    throw new RuleError('INVALID_CARD_SET', `Cards to evaluate must be an array, got ${describeValue(cards)}.`);
  }
  const plan = planFor(patterns);
  const position = callPositions(order);
  const { patternAlts } = plan;
  const n = patternAlts.length;
  const cells = new Uint8Array(CELL_COUNT);
  const cellTimes = new Uint8Array(CELL_COUNT);
  const times = new Uint8Array(plan.altMasks.length);
  const results: CardGameResult[] = new Array(cards.length);
  for (let c = 0; c < cards.length; c++) {
    const card = cards[c]!;
    altTimes(readCells(card, cells), position, plan, cellTimes, times);
    const byPattern: (number | null)[] = [];
    // Earliest over patterns, ties to the pattern listed first: minimum of time * n + p.
    let best = NEVER * n + n;
    let bestAlt = 0;
    for (let p = 0; p < n; p++) {
      const alts = patternAlts[p]!;
      const key = patternKey(alts, times);
      const t = key >> 6;
      byPattern.push(t === NEVER ? null : t);
      if (t * n + p < best) {
        best = t * n + p;
        bestAlt = alts[key & 63]!;
      }
    }
    const t = Math.floor(best / n);
    results[c] = {
      paletteNumber: card.paletteNumber,
      earliest:
        t >= NEVER
          ? null
          : { pattern: plan.patterns[best % n]!, completedAtCall: t, cells: maskCells(plan.altMasks[bestAlt]!) },
      byPattern,
    };
  }
  return results;
}

/** The card's marked cells after these calls, as a 25-bit mask with the FREE centre set (for highlighting). */
export function markedCells(card: Card, calledPrefix: readonly number[]): CellMask {
  const cells = readCells(card, new Uint8Array(CELL_COUNT));
  const position = callPositions(calledPrefix);
  let mask = 1 << CENTER_CELL;
  for (let i = 0; i < CELL_COUNT; i++) if (i !== CENTER_CELL && position[cells[i]!] !== NEVER) mask |= 1 << i;
  return mask;
}
