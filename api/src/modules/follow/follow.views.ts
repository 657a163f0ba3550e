/** A card a phone follows: its set and palette number. */
export interface CardRef {
  cardSetId: number;
  paletteNumber: number;
}

/** A followed card and whether the hall's game has it in play. */
export interface FollowedCardView extends CardRef {
  inPlay: boolean;
}

/** A hall's game as its followers see it: only the calls made (docs/fairness.md#nothing-early). */
export interface FollowedGameView {
  gameId: string;
  /** The verification page's short code (`/verify/<code>?card=<palette>` after the end). */
  publicCode: string;
  winningPatterns: string[];
  calledNumbers: string[];
  paused: boolean;
  ended: boolean;
}

export type FollowEventKind = 'GAME' | 'NONE' | 'CALL' | 'PAUSED' | 'RESUMED' | 'ENDED';

/**
 * What a follower is told: first GAME (the game so far, and which of its cards are in play) or
 * NONE (no game now); then each CALL, PAUSED, RESUMED and ENDED as they happen; GAME again when
 * the hall starts its next game.
 */
export interface FollowEventView {
  kind: FollowEventKind;
  at: Date;
  game: FollowedGameView | null;
  cards: FollowedCardView[] | null;
  /** CALL: its position (from 1) and label ("B7"). */
  index: number | null;
  number: string | null;
}

/** The hall's game in progress as its room keeps it. */
export interface RoomGame {
  id: string;
  publicCode: string;
  cardSetId: number;
  /** Palette numbers of the cards sold for it. */
  inPlay: ReadonlySet<number>;
  winningPatterns: string[];
}

export const cardsIn = (game: RoomGame | null, cards: readonly CardRef[]): FollowedCardView[] =>
  cards.map((c) => ({
    ...c,
    inPlay: game !== null && game.cardSetId === c.cardSetId && game.inPlay.has(c.paletteNumber),
  }));
