import {
  type Card,
  type PatternName,
  FOLLOWED_CARDS_MAX,
  evaluateCard,
  isPatternName,
  markedCells,
  parseCalledNumber,
  parseCardSetId,
  parsePalette,
} from '@bingo/core';

/** A card this phone follows; `check` when it came from a printed card's QR. */
export interface FollowedCard {
  cardSetId: number;
  paletteNumber: number;
  check?: string;
  card: Card;
}

/** `/c/<set>/<palette>/<check>`: the printed card's QR, or null for any other path. */
export function cardFromPath(pathname: string): { cardSetId: number; paletteNumber: number; check: string } | null {
  const m = /^\/c\/(\d{1,10})\/(\d{1,6})\/([A-Za-z0-9]{1,32})\/?$/.exec(pathname);
  if (!m) return null;
  const cardSetId = parseCardSetId(m[1]);
  const paletteNumber = parsePalette(m[2]);
  return cardSetId && paletteNumber ? { cardSetId, paletteNumber, check: m[3]! } : null;
}

/** The card as the server sends it (N's middle null) as core's card. */
export function coreCard(paletteNumber: number, numbers: { N: (number | null)[] } & Record<string, unknown>): Card {
  const column = (l: 'B' | 'I' | 'G' | 'O') => numbers[l] as number[];
  return {
    paletteNumber,
    numbers: {
      B: column('B'),
      I: column('I'),
      N: numbers.N.map((n) => (n === null ? 'FREE' : n)),
      G: column('G'),
      O: column('O'),
    },
  };
}

/** Adds or replaces a card (same set and number), keeping at most FOLLOWED_CARDS_MAX; null when full. */
export function withCard(cards: readonly FollowedCard[], card: FollowedCard): FollowedCard[] | null {
  const others = cards.filter((c) => c.cardSetId !== card.cardSetId || c.paletteNumber !== card.paletteNumber);
  if (others.length >= FOLLOWED_CARDS_MAX) return null;
  return [...others, card];
}

/** What one card shows on the calls made: its marks, and its first completed pattern (a Bingo). */
export function cardProgress(
  card: Card,
  calls: readonly string[],
  patterns: readonly string[],
): { marked: number; bingo: { pattern: PatternName; cells: number[] } | null } {
  const numbers = calls.map(parseCalledNumber);
  const names = patterns.filter(isPatternName);
  const done = names.length ? evaluateCard(card, names, numbers).filter((r) => r.isComplete) : [];
  const first = done.sort((a, b) => (a.completedAtCall ?? 0) - (b.completedAtCall ?? 0))[0];
  return {
    marked: markedCells(card, numbers),
    bingo: first ? { pattern: first.pattern, cells: first.cells } : null,
  };
}

const CARDS_KEY = 'cardPage.cards';
const HALL_KEY = 'cardPage.hall';

/** The followed cards and hall kept on this phone (device storage); nothing when storage is refused. */
export function loadFollowed(): { hall: string | null; cards: FollowedCard[] } {
  try {
    const cards = JSON.parse(localStorage.getItem(CARDS_KEY) ?? '[]') as FollowedCard[];
    return {
      hall: localStorage.getItem(HALL_KEY),
      cards: Array.isArray(cards) ? cards.filter((c) => c?.card?.numbers).slice(0, FOLLOWED_CARDS_MAX) : [],
    };
  } catch {
    return { hall: null, cards: [] };
  }
}

export function saveFollowed(hall: string | null, cards: readonly FollowedCard[]): void {
  try {
    localStorage.setItem(CARDS_KEY, JSON.stringify(cards));
    if (hall) localStorage.setItem(HALL_KEY, hall);
    else localStorage.removeItem(HALL_KEY);
  } catch {
    // kept for this visit only
  }
}
