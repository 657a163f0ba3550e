import { type Card, type PatternName, evaluateCard, isPatternName, offeredPrize, parseCalledNumber } from '@bingo/core';
import type { DisplayFrame, RecalledGame } from './operations';

/** A judged claim on the room display. */
export interface RoomClaim {
  cardNumber: number;
  isWinner: boolean;
  pattern: PatternName | null;
  payout: number;
  card: Card | null;
  winningCells: number[];
  prefixLength: number;
}

/** What the room display draws: the same for the live feed and for game recall. */
export interface RoomModel {
  hallName: string;
  /** The hall's public code for the "follow your card" QR (docs/screens.md#card-page); null in game recall. */
  hallCode: string | null;
  announcements: readonly { title: string; body: string }[];
  /** The linked pool the hall is in, live (docs/games-and-money.md#linked-jackpot); null: none (or a recall). */
  linkedJackpot?: { name: string; amount: number; lastWin: { hallName: string; amount: number } | null } | null;
  game: {
    gameId: string;
    commitment: string;
    /** The calls shown, as numbers 1-75, in order. */
    calls: number[];
    paused: boolean;
    /** Paused by the server: no screen of the room was connected (docs/fairness.md#no-calls-into-an-empty-room). */
    autoPaused: boolean;
    prize: number;
    patterns: PatternName[];
    houseWin: boolean;
    claim: RoomClaim | null;
  } | null;
}

/** The card from the 25 cells the server sends (row * 5 + column, 0 for FREE). */
export function cardFromCells(paletteNumber: number, cells: readonly number[]): Card | null {
  if (cells.length !== 25) return null;
  const column = (c: number) => [0, 1, 2, 3, 4].map((row) => cells[row * 5 + c]!);
  return {
    paletteNumber,
    numbers: {
      B: column(0),
      I: column(1),
      N: column(2).map((n, row) => (row === 2 ? 'FREE' : n)),
      G: column(3),
      O: column(4),
    },
  };
}

const patternsOf = (names: readonly string[]) => names.filter(isPatternName);

/** The live feed's frame as the room model. */
export function modelFromFrame(frame: DisplayFrame): RoomModel {
  const g = frame.game;
  return {
    hallName: frame.hallName,
    hallCode: frame.hallCode || null,
    announcements: frame.announcements,
    linkedJackpot: frame.linkedJackpot
      ? {
          name: frame.linkedJackpot.name,
          amount: frame.linkedJackpot.amountSantim,
          lastWin: frame.linkedJackpot.lastWin
            ? { hallName: frame.linkedJackpot.lastWin.hallName, amount: frame.linkedJackpot.lastWin.amountSantim }
            : null,
        }
      : null,
    game: g
      ? {
          gameId: g.gameId,
          commitment: g.commitment,
          calls: g.calledNumbers.map(parseCalledNumber),
          paused: g.paused,
          autoPaused: g.paused && g.pauseReason === 'AUTO_PAUSE',
          prize: g.prizeSantim,
          patterns: patternsOf(g.winningPatterns),
          houseWin: g.houseWin === true,
          claim: g.claim
            ? {
                cardNumber: g.claim.cardNumber,
                isWinner: g.claim.isWinner,
                pattern: g.claim.pattern && isPatternName(g.claim.pattern) ? g.claim.pattern : null,
                payout: g.claim.payoutSantim,
                card: cardFromCells(g.claim.cardNumber, g.claim.cells),
                winningCells: g.claim.winningCells,
                prefixLength: g.claim.prefixLength,
              }
            : null,
        }
      : null,
  };
}

/**
 * An ended game replayed (game recall) as it stood after `shown` calls: the claim judged on that
 * call (until the next call, as live), the house win once its call is reached.
 */
export function modelAtCall(game: RecalledGame, hallName: string, shown: number, paused: boolean): RoomModel {
  const calls = game.calledNumbers.map(parseCalledNumber).slice(0, shown);
  const claim = game.claims.filter((c) => c.prefixLength === shown).at(-1);
  const patterns = patternsOf(game.winningPatterns);
  let roomClaim: RoomClaim | null = null;
  if (claim) {
    const played = game.playingCards.find((c) => c.paletteNumber === claim.cardNumber);
    const card: Card | null = played
      ? {
          paletteNumber: played.paletteNumber,
          numbers: { ...played.numbers, N: played.numbers.N.map((n) => n ?? 'FREE') },
        }
      : null;
    const pattern = claim.pattern && isPatternName(claim.pattern) ? claim.pattern : null;
    const isWinner = claim.result === 'WON';
    roomClaim = {
      cardNumber: claim.cardNumber,
      isWinner,
      pattern,
      payout: claim.payout,
      card,
      winningCells: card && isWinner && pattern ? (evaluateCard(card, [pattern], calls)[0]?.cells ?? []) : [],
      prefixLength: claim.prefixLength,
    };
  }
  return {
    hallName,
    hallCode: null,
    announcements: [],
    game: {
      gameId: game.gameId,
      commitment: game.commitment,
      calls,
      paused,
      autoPaused: false,
      prize: offeredPrize(game),
      patterns,
      houseWin: game.houseWin === true && game.winningCalls !== null && shown >= game.winningCalls,
      claim: roomClaim,
    },
  };
}

/** The commitment's short form for the room: its first 12 hex digits in groups of four. */
export function shortCommitment(commitment: string): string {
  return (commitment.slice(0, 12).match(/.{1,4}/g) ?? []).join(' ');
}
