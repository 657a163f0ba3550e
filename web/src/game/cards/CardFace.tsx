import { CENTER_CELL, LETTERS, cardCells, type Card } from '@bingo/core';
import { useTranslation } from 'react-i18next';
import classes from './card-face.module.css';

export interface CardFaceProps {
  card: Card;
  /** Called cells as a 25-bit mask (core markedCells). */
  marked?: number;
  /** Winning cells (indexes row * 5 + column), highlighted. */
  winning?: readonly number[];
  size?: 'sm' | 'md' | 'lg';
}

/** A 5x5 card with the B-I-N-G-O header; FREE (ነፃ) in the centre, in the reader's language. */
export function CardFace({ card, marked = 0, winning = [], size = 'md' }: CardFaceProps) {
  const { t, i18n } = useTranslation();
  // The app's catalogue and the verify page's (its own namespace) carry the word; else FREE.
  const key = ['cardFree', 'verify.cardFree'].find((k) => i18n.exists(k));
  const free = key ? t(key) : 'FREE';
  const cells = cardCells(card);
  return (
    <div className={`${classes.card} ${classes[size]}`} data-testid={`card-face-${card.paletteNumber}`}>
      {LETTERS.map((l) => (
        <div key={l} className={`${classes.head} ${classes[`l${l}`]}`}>
          {l}
        </div>
      ))}
      {cells.map((n, i) => {
        const isMarked = (marked & (1 << i)) !== 0;
        const isWinning = winning.includes(i);
        return (
          <div
            key={i}
            className={`${classes.cell} ${isMarked ? classes.marked : ''} ${isWinning ? classes.winning : ''}`}
            data-winning={isWinning || undefined}
            data-marked={isMarked || undefined}
          >
            {i === CENTER_CELL ? free : n}
          </div>
        );
      })}
    </div>
  );
}

/** The API's card (N[2] null) as the core's Card (N[2] 'FREE'). */
export function toCoreCard(card: {
  paletteNumber: number;
  numbers: { B: number[]; I: number[]; N: (number | null)[]; G: number[]; O: number[] };
}): Card {
  return {
    paletteNumber: card.paletteNumber,
    numbers: {
      B: card.numbers.B,
      I: card.numbers.I,
      N: card.numbers.N.map((n) => (n === null ? 'FREE' : n)),
      G: card.numbers.G,
      O: card.numbers.O,
    },
  };
}
