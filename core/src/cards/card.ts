export type Letter = 'B' | 'I' | 'N' | 'G' | 'O';

export const LETTERS: readonly Letter[] = ['B', 'I', 'N', 'G', 'O'];

export const FREE = 'FREE' as const;

export interface Card {
  paletteNumber: number;
  /** Each array runs top to bottom (row 0 first); N[2] is 'FREE'. */
  numbers: { B: number[]; I: number[]; N: (number | 'FREE')[]; G: number[]; O: number[] };
}

export const BALL_COUNT = 75;
export const GRID_SIZE = 5;
export const CELL_COUNT = 25;
/** The FREE centre: row 2, column N. */
export const CENTER_CELL = 12;

/** Numbers allowed in each column: B 1-15, I 16-30, N 31-45, G 46-60, O 61-75. */
export const COLUMN_RANGES: Readonly<Record<Letter, { min: number; max: number }>> = {
  B: { min: 1, max: 15 },
  I: { min: 16, max: 30 },
  N: { min: 31, max: 45 },
  G: { min: 46, max: 60 },
  O: { min: 61, max: 75 },
};

/** Cell geometry shared by patterns, evaluation and UI: row 0 at the top, columns B I N G O. */
export function cellIndex(row: number, col: number): number {
  return row * GRID_SIZE + col;
}

export function cellRow(index: number): number {
  return Math.floor(index / GRID_SIZE);
}

export function cellColumn(index: number): number {
  return index % GRID_SIZE;
}

/** The column letter of a ball number 1-75. */
export function letterOf(n: number): Letter {
  return LETTERS[Math.floor((n - 1) / 15)]!;
}

/**
 * The card's 25 cells in index order (row * 5 + column); the FREE centre is 0.
 * Assumes a card that passed validation or came from generateCardSet.
 */
export function cardCells(card: Card): number[] {
  const cells = new Array<number>(CELL_COUNT);
  for (let col = 0; col < GRID_SIZE; col++) {
    const column = card.numbers[LETTERS[col]!];
    for (let row = 0; row < GRID_SIZE; row++) {
      const v = column[row];
      cells[row * GRID_SIZE + col] = typeof v === 'number' ? v : 0;
    }
  }
  return cells;
}

/** Human name of a cell for messages, e.g. "column B, row 3" (rows counted from 1 at the top). */
export function describeCell(index: number): string {
  return `column ${LETTERS[cellColumn(index)]}, row ${cellRow(index) + 1}`;
}
