import { describe, expect, it } from 'vitest';
import { expectRuleError } from '../testing/expect-rule-error';
import { maskCompletes, PATTERN_NAMES, PATTERNS, type PatternName, parsePatterns } from './patterns';

/** A 5x5 drawing, row 0 first, "X" = part of the shape. Spaces are ignored. */
const art = (...rows: string[]) => rows.map((r) => [...r.replace(/ /g, '')].map((ch) => ch === 'X'));
const grid = (mask: number) =>
  Array.from({ length: 5 }, (_, r) => Array.from({ length: 5 }, (_, c) => (mask & (1 << (r * 5 + c))) !== 0));
const shapes = (name: PatternName) => PATTERNS[name].alternatives.map(grid);

const ROWS = [0, 1, 2, 3, 4].map((r) => art(...[0, 1, 2, 3, 4].map((i) => (i === r ? 'XXXXX' : '.....'))));
const COLUMNS = [0, 1, 2, 3, 4].map((c) =>
  art(...[0, 1, 2, 3, 4].map(() => '.....'.slice(0, c) + 'X' + '.....'.slice(c + 1))),
);
const MAIN = art('X....', '.X...', '..X..', '...X.', '....X');
const ANTI = art('....X', '...X.', '..X..', '.X...', 'X....');
const CORNERS = art('X...X', '.....', '.....', '.....', 'X...X');
const AROUND = art('.....', '..X..', '.X.X.', '..X..', '.....');

// The shapes of docs/games-and-money.md#patterns, drawn by hand.
const EXPECTED: Record<PatternName, boolean[][][]> = {
  rows: ROWS,
  columns: COLUMNS,
  diagonals: [MAIN, ANTI],
  corners: [CORNERS],
  surroundingFree: [AROUND],
  fullCard: [art('XXXXX', 'XXXXX', 'XXXXX', 'XXXXX', 'XXXXX')],
  lShape: [art('X....', 'X....', 'X....', 'X....', 'XXXXX')],
  bothDiagonals: [art('X...X', '.X.X.', '..X..', '.X.X.', 'X...X')],
  tShape: [art('XXXXX', '..X..', '..X..', '..X..', '..X..')],
  sevenShape: [art('XXXXX', '...X.', '..X..', '.X...', 'X....')],
  innerSquare: [art('.....', '.XXX.', '.X.X.', '.XXX.', '.....')],
  diamond: [art('..X..', '.X.X.', 'X...X', '.X.X.', '..X..')],
  cPattern: [art('XXXXX', 'X....', 'X....', 'X....', 'XXXXX')],
  numberFour: [art('X..X.', 'X..X.', 'XXXXX', '...X.', '...X.')],
  hShape: [art('X...X', 'X...X', 'XXXXX', 'X...X', 'X...X')],
  cross: [art('..X..', '..X..', 'XXXXX', '..X..', '..X..')],
  outerSquare: [art('XXXXX', 'X...X', 'X...X', 'X...X', 'XXXXX')],
  zPattern: [art('XXXXX', '...X.', '..X..', '.X...', 'XXXXX')],
  any: [CORNERS, AROUND, MAIN, ANTI, ...COLUMNS, ...ROWS],
};

describe('patterns', () => {
  it('offers exactly the documented pattern names', () => {
    expect([...PATTERN_NAMES].sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  it.each(PATTERN_NAMES)('%s has the documented cells', (name) => {
    expect(shapes(name)).toEqual(EXPECTED[name]);
  });

  it.each(PATTERN_NAMES)('%s has English and Amharic labels and a preview of its first shape', (name) => {
    const { label, preview } = PATTERNS[name];
    expect(label.en.trim()).not.toBe('');
    expect(label.am).toMatch(/[\u1200-\u137F]/); // Ge'ez script
    expect(preview).toEqual(EXPECTED[name][0]);
  });

  it('labels are distinct', () => {
    expect(new Set(PATTERN_NAMES.map((n) => PATTERNS[n].label.en)).size).toBe(PATTERN_NAMES.length);
    expect(new Set(PATTERN_NAMES.map((n) => PATTERNS[n].label.am)).size).toBe(PATTERN_NAMES.length);
  });

  it('counts the FREE centre as marked', () => {
    const middleRowWithoutCentre = (1 << 10) | (1 << 11) | (1 << 13) | (1 << 14);
    expect(maskCompletes('rows', middleRowWithoutCentre)).toBe(true);
    expect(maskCompletes('surroundingFree', (1 << 7) | (1 << 11) | (1 << 13) | (1 << 17))).toBe(true);
    expect(maskCompletes('rows', middleRowWithoutCentre & ~(1 << 14))).toBe(false);
    expect(maskCompletes('corners', 1 | (1 << 4) | (1 << 20))).toBe(false);
  });
});

describe('parsePatterns', () => {
  it('returns known names in order without repeats', () => {
    expect(parsePatterns(['any'])).toEqual(['any']);
    expect(parsePatterns(['lShape', 'rows', 'lShape', 'fullCard'])).toEqual(['lShape', 'rows', 'fullCard']);
    expect(parsePatterns([...PATTERN_NAMES])).toEqual([...PATTERN_NAMES]);
  });

  it('rejects unknown names, naming them', () => {
    expectRuleError(() => parsePatterns(['rows', 'zigzag']), 'UNKNOWN_PATTERN', '"zigzag"');
    expectRuleError(() => parsePatterns(['Rows', 'all', 'rows']), 'UNKNOWN_PATTERN', '"Rows"', '"all"');
    expectRuleError(() => parsePatterns(['toString']), 'UNKNOWN_PATTERN', '"toString"');
    expectRuleError(() => parsePatterns(['__proto__']), 'UNKNOWN_PATTERN', '"__proto__"');
    expectRuleError(() => parsePatterns(['rows', 7]), 'UNKNOWN_PATTERN', '7');
  });

  it('rejects a missing or empty list', () => {
    for (const bad of [[], 'rows', undefined, null, { rows: true }])
      expectRuleError(() => parsePatterns(bad), 'INVALID_PATTERNS');
  });
});
