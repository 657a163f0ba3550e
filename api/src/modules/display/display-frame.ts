import { type Card, type PatternName, cardCells, evaluateCard, offeredPrize, parseCalledNumbers } from '@bingo/core';
import type { GameView } from '../game';

/** A judged claim as the room shows it: the card's face, and its winning cells when it won. */
export interface DisplayClaimView {
  cardNumber: number;
  isWinner: boolean;
  pattern: string | null;
  payout: number;
  prefixLength: number;
  /** The card's 25 cells (row * 5 + column), 0 for the FREE centre; [] if the card is not in play. */
  cells: number[];
  /** Indexes of the winning cells; [] for a losing check. */
  winningCells: number[];
  at: Date;
}

/** The game in progress as the room display shows it: only what the game view has revealed. */
export interface DisplayGameView {
  gameId: string;
  gameType: string;
  commitment: string;
  calledNumbers: string[];
  callSpeed: number;
  paused: boolean;
  /** AUTO_PAUSE while the server's pause holds; else null. */
  pauseReason: string | null;
  nextCallAt: Date | null;
  prize: number;
  winningPatterns: string[];
  /** As the game view: null until the outcome happened, true once the house's winning call is revealed. */
  houseWin: boolean | null;
  /** The latest claim, while no call has been made since it was judged. */
  claim: DisplayClaimView | null;
}

export interface DisplayFrameView {
  hallName: string;
  /** The hall's public code: the display's QR opens the card page's follow page with it (/c?hall=<code>). */
  hallCode: string;
  /** The voice set the display plays, or null when the voice stays on the caller. */
  voice: string | null;
  /** The host's voice pack (clips at `<url>/<clip>.wav`) while the voice plays here; null: the built-in set. */
  voicePackUrl: string | null;
  /** The language of the host's caller, or null: not told yet. */
  language: string | null;
  announcements: { title: string; body: string }[];
  game: DisplayGameView | null;
  /** The linked pool the hall is in (its id only to follow it; not answered), null when none. */
  linkedJackpot: {
    poolId: string;
    name: string;
    amount: number;
    lastWin: { hallName: string; amount: number; at: Date } | null;
  } | null;
  serverTime: Date;
}

/**
 * The display's view of a game, made from the host's own game view (docs/fairness.md#nothing-early:
 * that view already holds only the revealed calls and the outcome as far as it happened). The
 * claim comes from the database's claims, so a reconnecting display sees it too.
 */
export function displayGame(view: GameView): DisplayGameView {
  const last = view.claims.at(-1);
  const calls = view.calledNumbers.length;
  return {
    gameId: view.gameId,
    gameType: view.gameType,
    commitment: view.commitment,
    calledNumbers: view.calledNumbers,
    callSpeed: view.callSpeed,
    paused: view.paused,
    pauseReason: view.pauseReason,
    nextCallAt: view.nextCallAt,
    prize: offeredPrize(view),
    winningPatterns: view.winningPatterns,
    houseWin: view.houseWin,
    claim: last && last.prefixLength === calls ? displayClaim(view, last) : null,
  };
}

function displayClaim(view: GameView, claim: GameView['claims'][number]): DisplayClaimView {
  const played = view.playingCards.find((c) => c.paletteNumber === claim.cardNumber);
  const card: Card | null = played ? { paletteNumber: played.paletteNumber, numbers: played.numbers } : null;
  const isWinner = claim.result === 'WON';
  let winningCells: number[] = [];
  if (card && isWinner && claim.pattern) {
    const prefix = parseCalledNumbers(view.calledNumbers.slice(0, claim.prefixLength));
    winningCells = evaluateCard(card, [claim.pattern as PatternName], prefix)[0]?.cells ?? [];
  }
  return {
    cardNumber: claim.cardNumber,
    isWinner,
    pattern: claim.pattern,
    payout: claim.payout,
    prefixLength: claim.prefixLength,
    cells: card ? cardCells(card) : [],
    winningCells,
    at: claim.createdAt,
  };
}
