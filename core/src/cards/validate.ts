import { RuleError, describeValue } from '../rule-errors';
import { type Card, cardCells, CENTER_CELL, COLUMN_RANGES, describeCell, FREE, LETTERS } from './card';
import { MAX_CARD_SET_SIZE } from './card-set';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Checks one card's shape and numbers and returns a clean copy (extra properties dropped).
 * `where` names the card in messages, e.g. "Card 12" or "Entry 3".
 */
export function validateCard(input: unknown, where = 'Card'): Card {
  if (!isRecord(input)) {
    throw new RuleError(
      'INVALID_CARD',
      `${where} must be an object with paletteNumber and numbers, got ${describeValue(input)}.`,
    );
  }
  const { paletteNumber, numbers } = input;
  if (!Number.isSafeInteger(paletteNumber) || (paletteNumber as number) < 1) {
    throw new RuleError(
      'INVALID_PALETTE_NUMBER',
      `${where}: paletteNumber must be a whole number from 1, got ${describeValue(paletteNumber)}.`,
    );
  }
  const name = `Card ${paletteNumber as number}`;
  if (!isRecord(numbers)) {
    throw new RuleError(
      'INVALID_CARD',
      `${name}: numbers must be an object with arrays B, I, N, G, O, got ${describeValue(numbers)}.`,
    );
  }
  const clean = {} as Card['numbers'];
  for (const [col, letter] of LETTERS.entries()) {
    const column = numbers[letter];
    if (!Array.isArray(column) || column.length !== 5) {
      throw new RuleError(
        'INVALID_CARD',
        `${name}: column ${letter} must be an array of 5 entries, got ${describeValue(column)}.`,
      );
    }
    const { min, max } = COLUMN_RANGES[letter];
    const copy: (number | 'FREE')[] = [];
    for (let row = 0; row < 5; row++) {
      const v: unknown = column[row];
      const cell = `${name}, ${describeCell(row * 5 + col)}`;
      if (row * 5 + col === CENTER_CELL) {
        if (v !== FREE)
          throw new RuleError('INVALID_CARD', `${cell}: the centre must be "FREE", got ${describeValue(v)}.`);
        copy.push(FREE);
        continue;
      }
      if (typeof v !== 'number' || !Number.isInteger(v)) {
        throw new RuleError(
          'INVALID_CARD',
          `${cell}: expected a whole number from ${min} to ${max}, got ${describeValue(v)}.`,
        );
      }
      if (v < min || v > max) {
        throw new RuleError('NUMBER_OUT_OF_RANGE', `${cell}: ${v} is outside column ${letter}'s range ${min}-${max}.`);
      }
      copy.push(v);
    }
    if (letter === 'N') clean.N = copy;
    else clean[letter] = copy as number[];
  }
  const card: Card = { paletteNumber: paletteNumber as number, numbers: clean };
  // Ranges are disjoint per column, so a repeat can only sit in the same column; checking the whole
  // card keeps the rule obvious.
  const cells = cardCells(card);
  const firstCellOf = new Map<number, number>();
  for (const [index, n] of cells.entries()) {
    if (index === CENTER_CELL) continue;
    const earlier = firstCellOf.get(n);
    if (earlier !== undefined) {
      throw new RuleError(
        'DUPLICATE_NUMBER',
        `${name}: ${n} appears twice (${describeCell(earlier)} and ${describeCell(index)}).`,
      );
    }
    firstCellOf.set(n, index);
  }
  return card;
}

/**
 * Validates a hall's imported card set and returns clean copies sorted by paletteNumber.
 * Rules: a non-empty array of at most MAX_CARD_SET_SIZE cards, each valid per validateCard;
 * palette numbers exactly 1..N (no repeats, no gaps); no two cards with the same number in every cell.
 */
export function validateCardSet(input: unknown): Card[] {
  if (!Array.isArray(input) || input.length === 0) {
    throw new RuleError(
      'INVALID_CARD_SET',
      `A card set must be a non-empty array of cards, got ${describeValue(input)}.`,
    );
  }
  if (input.length > MAX_CARD_SET_SIZE) {
    throw new RuleError('INVALID_CARD_SET', `A card set has at most ${MAX_CARD_SET_SIZE} cards, got ${input.length}.`);
  }
  const cards = input.map((entry, i) => validateCard(entry, `Entry ${i + 1}`));
  const byNumber = new Map<number, Card>();
  for (const card of cards) {
    if (byNumber.has(card.paletteNumber)) {
      throw new RuleError('INVALID_PALETTE_NUMBER', `Card number ${card.paletteNumber} appears more than once.`);
    }
    byNumber.set(card.paletteNumber, card);
  }
  for (let n = 1; n <= cards.length; n++) {
    if (!byNumber.has(n)) {
      throw new RuleError(
        'INVALID_PALETTE_NUMBER',
        `Card numbers must run from 1 to ${cards.length} without gaps; card ${n} is missing.`,
      );
    }
  }
  const sorted = cards.slice().sort((a, b) => a.paletteNumber - b.paletteNumber);
  const ownerOf = new Map<string, number>();
  for (const card of sorted) {
    const key = cardCells(card).join(',');
    const earlier = ownerOf.get(key);
    if (earlier !== undefined) {
      throw new RuleError(
        'DUPLICATE_CARD',
        `Cards ${earlier} and ${card.paletteNumber} have the same numbers in the same cells.`,
      );
    }
    ownerOf.set(key, card.paletteNumber);
  }
  return sorted;
}
