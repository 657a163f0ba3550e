import { cellIndex, CELL_COUNT, CENTER_CELL, GRID_SIZE } from '../cards/card';
import { RuleError, describeValue } from '../rule-errors';

export const PATTERN_NAMES = [
  'rows',
  'columns',
  'diagonals',
  'corners',
  'surroundingFree',
  'fullCard',
  'lShape',
  'bothDiagonals',
  'tShape',
  'sevenShape',
  'innerSquare',
  'diamond',
  'cPattern',
  'numberFour',
  'hShape',
  'cross',
  'outerSquare',
  'zPattern',
  'any',
] as const;

export type PatternName = (typeof PATTERN_NAMES)[number];

/** A set of cells as a 25-bit mask: bit (row * 5 + column), row 0 at the top, columns B I N G O. */
export type CellMask = number;

export interface PatternDefinition {
  name: PatternName;
  label: { en: string; am: string };
  /**
   * A card completes the pattern when every cell of at least ONE alternative is called.
   * The first alternative is the pattern's representative shape (used for the preview).
   */
  alternatives: readonly CellMask[];
  /** 5x5 preview for the UI, preview[row][column]: the first alternative. */
  preview: readonly (readonly boolean[])[];
}

const FULL_MASK: CellMask = (1 << CELL_COUNT) - 1;

function mask(cells: Iterable<readonly [row: number, col: number]>): CellMask {
  let m = 0;
  for (const [r, c] of cells) m |= 1 << cellIndex(r, c);
  return m;
}

const span = Array.from({ length: GRID_SIZE }, (_, i) => i);
const row = (r: number): CellMask => mask(span.map((c) => [r, c] as const));
const column = (c: number): CellMask => mask(span.map((r) => [r, c] as const));
const ROWS = span.map(row);
const COLUMNS = span.map(column);
/** Top-left to bottom-right. */
const MAIN_DIAGONAL = mask(span.map((i) => [i, i] as const));
/** Top-right to bottom-left. */
const ANTI_DIAGONAL = mask(span.map((i) => [i, 4 - i] as const));
const CORNERS = mask([
  [0, 0],
  [0, 4],
  [4, 0],
  [4, 4],
]);
const SURROUNDING_FREE = mask([
  [1, 2],
  [2, 1],
  [2, 3],
  [3, 2],
]);
const INNER_SQUARE = mask(
  [1, 2, 3].flatMap((r) => [1, 2, 3].map((c) => [r, c] as const)).filter(([r, c]) => !(r === 2 && c === 2)),
);
const OUTER_SQUARE = ROWS[0]! | ROWS[4]! | COLUMNS[0]! | COLUMNS[4]!;
const TOP = ROWS[0]!;
const MIDDLE = ROWS[2]!;
const BOTTOM = ROWS[4]!;
const B = COLUMNS[0]!;
const N = COLUMNS[2]!;
const G = COLUMNS[3]!;
const O = COLUMNS[4]!;

const SHAPES: Record<PatternName, { en: string; am: string; alternatives: CellMask[] }> = {
  rows: { en: 'Any row', am: 'ማንኛውም ረድፍ', alternatives: ROWS },
  columns: { en: 'Any column', am: 'ማንኛውም አምድ', alternatives: COLUMNS },
  diagonals: { en: 'Either diagonal', am: 'ማንኛውም ሰያፍ', alternatives: [MAIN_DIAGONAL, ANTI_DIAGONAL] },
  corners: { en: 'Four corners', am: 'አራቱ ማዕዘኖች', alternatives: [CORNERS] },
  surroundingFree: { en: 'Around FREE', am: 'በነጻው ዙሪያ', alternatives: [SURROUNDING_FREE] },
  fullCard: { en: 'Full house', am: 'ሙሉ ካርድ', alternatives: [FULL_MASK] },
  lShape: { en: 'L shape', am: 'L ቅርጽ', alternatives: [B | BOTTOM] },
  bothDiagonals: { en: 'Both diagonals (X)', am: 'ሁለቱም ሰያፎች (X)', alternatives: [MAIN_DIAGONAL | ANTI_DIAGONAL] },
  tShape: { en: 'T shape', am: 'T ቅርጽ', alternatives: [TOP | N] },
  sevenShape: { en: '7 shape', am: '7 ቅርጽ', alternatives: [TOP | ANTI_DIAGONAL] },
  innerSquare: { en: 'Inner square', am: 'ውስጣዊ ካሬ', alternatives: [INNER_SQUARE] },
  diamond: {
    en: 'Diamond',
    am: 'አልማዝ',
    alternatives: [
      mask([
        [0, 2],
        [1, 1],
        [1, 3],
        [2, 0],
        [2, 4],
        [3, 1],
        [3, 3],
        [4, 2],
      ]),
    ],
  },
  cPattern: { en: 'C shape', am: 'C ቅርጽ', alternatives: [B | TOP | BOTTOM] },
  numberFour: {
    en: 'Number 4',
    am: 'ቁጥር 4',
    alternatives: [
      mask([
        [0, 0],
        [1, 0],
        [2, 0],
      ]) |
        MIDDLE |
        G,
    ],
  },
  hShape: { en: 'H shape', am: 'H ቅርጽ', alternatives: [B | O | MIDDLE] },
  cross: { en: 'Cross (+)', am: 'መስቀል (+)', alternatives: [MIDDLE | N] },
  outerSquare: { en: 'Outer square', am: 'ውጫዊ ካሬ', alternatives: [OUTER_SQUARE] },
  zPattern: { en: 'Z shape', am: 'Z ቅርጽ', alternatives: [TOP | ANTI_DIAGONAL | BOTTOM] },
  any: {
    en: 'Any (all common patterns)',
    am: 'ማንኛውም (ሁሉም የተለመዱ)',
    alternatives: [CORNERS, SURROUNDING_FREE, MAIN_DIAGONAL, ANTI_DIAGONAL, ...COLUMNS, ...ROWS],
  },
};

export function maskCells(m: CellMask): number[] {
  const cells: number[] = [];
  for (let i = 0; i < CELL_COUNT; i++) if (m & (1 << i)) cells.push(i);
  return cells;
}

export function maskToGrid(m: CellMask): boolean[][] {
  return span.map((r) => span.map((c) => (m & (1 << cellIndex(r, c))) !== 0));
}

function definition(name: PatternName): PatternDefinition {
  const { en, am, alternatives } = SHAPES[name];
  return { name, label: { en, am }, alternatives, preview: maskToGrid(alternatives[0]!) };
}

export const PATTERNS: Readonly<Record<PatternName, PatternDefinition>> = Object.fromEntries(
  PATTERN_NAMES.map((name) => [name, definition(name)]),
) as unknown as Record<PatternName, PatternDefinition>;

export function isPatternName(name: unknown): name is PatternName {
  return typeof name === 'string' && Object.hasOwn(PATTERNS, name);
}

/** True when `marked` (with the FREE centre counted as marked) covers one alternative of the pattern. */
export function maskCompletes(pattern: PatternName, marked: CellMask): boolean {
  const m = marked | (1 << CENTER_CELL);
  return PATTERNS[pattern].alternatives.some((alt) => (alt & m) === alt);
}

/**
 * The patterns a request names, in the order given and without repeats. Rejects anything that is
 * not a non-empty array of known names, listing every unknown name.
 */
export function parsePatterns(names: unknown): PatternName[] {
  if (!Array.isArray(names) || names.length === 0) {
    throw new RuleError(
      'INVALID_PATTERNS',
      `Winning patterns must be a non-empty array of pattern names, got ${describeValue(names)}.`,
    );
  }
  const unknown = names.filter((n) => !isPatternName(n));
  if (unknown.length > 0) {
    const listed = unknown.slice(0, 5).map(describeValue).join(', ');
    throw new RuleError(
      'UNKNOWN_PATTERN',
      `Unknown winning pattern${unknown.length > 1 ? 's' : ''}: ${listed}${unknown.length > 5 ? ', …' : ''}. Known patterns: ${PATTERN_NAMES.join(', ')}.`,
    );
  }
  return [...new Set(names as PatternName[])];
}
