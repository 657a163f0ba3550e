import { type Card as CardFace, CELL_COUNT, FREE, GRID_SIZE, isBallNumber, LETTERS } from '@bingo/core';

/**
 * A game's hall cards as the claim cache keeps them for the whole game: each card's 25 cells as
 * bytes (column by column, top to bottom; FREE as 0), found by palette number. A card as objects
 * (five column arrays and their holder) is about 700 bytes and a dozen objects the collector marks
 * on every full collection; packed, a game's cards are a few objects whatever their number. A
 * card's face is built again when a claim is judged on it.
 */
export class PackedFaces {
  /** Palette numbers in ascending order; slot i's cells start at byte i * 25. */
  private readonly palettes: Int32Array;
  private readonly cells: Uint8Array;

  constructor(cards: readonly CardFace[]) {
    const sorted = [...cards].sort((a, b) => a.paletteNumber - b.paletteNumber);
    this.palettes = Int32Array.from(sorted, (c) => c.paletteNumber);
    this.cells = new Uint8Array(sorted.length * CELL_COUNT);
    sorted.forEach((card, slot) =>
      LETTERS.forEach((letter, column) =>
        card.numbers[letter].forEach((value, row) => {
          if (value !== FREE && !isBallNumber(value))
            throw new Error(`card ${card.paletteNumber}: ${String(value)} is not a ball`);
          this.cells[slot * CELL_COUNT + column * GRID_SIZE + row] = value === FREE ? 0 : value;
        }),
      ),
    );
  }

  get size(): number {
    return this.palettes.length;
  }

  /** The card's face (a new object each time); undefined when the card is not a hall card of the game. */
  get(paletteNumber: number): CardFace | undefined {
    const slot = this.slotOf(paletteNumber);
    if (slot < 0) return undefined;
    const column = (c: number) =>
      Array.from(this.cells.subarray(slot * CELL_COUNT + c * GRID_SIZE, slot * CELL_COUNT + (c + 1) * GRID_SIZE));
    return {
      paletteNumber,
      numbers: {
        B: column(0),
        I: column(1),
        N: column(2).map((v) => (v === 0 ? FREE : v)),
        G: column(3),
        O: column(4),
      },
    };
  }

  private slotOf(paletteNumber: number): number {
    let lo = 0;
    let hi = this.palettes.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const at = this.palettes[mid]!;
      if (at === paletteNumber) return mid;
      if (at < paletteNumber) lo = mid + 1;
      else hi = mid - 1;
    }
    return -1;
  }
}
