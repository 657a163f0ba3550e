import { basisPointsToFraction, type Card as CardFace, type ClockEvent, labelNumbers } from '@bingo/core';
import { clockAt } from './clock/clock-state';
import { orderedNumbers } from '../card';
import type { AppliedBonusRecord, ClaimResult, Game, GameStatus, GameType, PlayedCard } from './game.entity';

export interface PlayedCardView {
  paletteNumber: number;
  numbers: CardFace['numbers'];
  /** Santim. */
  stake: number;
}

export interface ClaimView {
  cardNumber: number;
  prefixLength: number;
  result: ClaimResult;
  pattern: string | null;
  payout: number;
  createdAt: Date;
}

/** A game as both transports answer it; money in santim (REST converts to Birr). */
export interface GameView {
  gameId: string;
  hostId: string;
  gameType: GameType;
  status: GameStatus;
  createdAt: Date;
  endedAt: Date | null;
  endReason: string | null;
  /** Per-card bet (santim); null for multiplierBingo, whose stakes are per card. */
  bettingAmount: number | null;
  stakes: number[];
  cardPaletteNumbers: number[];
  playingCards: PlayedCardView[];
  houseCards: PlayedCardView[];
  houseCardCount: number;
  /** The calls revealed so far (docs/fairness.md#nothing-early); none before play. */
  calledNumbers: string[];
  winningPatterns: string[];
  callSpeed: number;
  /** Outcome fields: null until it happened (a winning claim, or the house's winning call revealed). */
  winningCard: number | null;
  winningCalls: number | null;
  houseWin: boolean | null;
  totalStakes: number;
  payoutToWinner: number | null;
  baseAmount: number | null;
  totalBonusAmount: number;
  profit: number | null;
  platformFee: number;
  commissionRate: number;
  multiplier: number | null;
  isFreeGame: boolean;
  freeAmount: number;
  bonuses: AppliedBonusRecord[];
  isJackpotGame: boolean;
  jackpotPool: number;
  jackpotAwarded: number | null;
  /** Added to the pool at start (every regular game while the jackpot is on, abandoned ones included). */
  jackpotAccrual: number;
  commitment: string;
  /** The short public code for verification (docs/fairness.md#verifying). */
  publicCode: string;
  /** Revealed after the end only. */
  seed: string | null;
  /** From the server's clock. */
  callsRevealed: number;
  paused: boolean;
  /** When the next call is due (null when paused, ended or all out), and the server's clock when answering. */
  nextCallAt: Date | null;
  serverTime: Date;
  wonAtCall: number | null;
  /** A game ended before anyone won: the calls revealed at its end. */
  abandonedAtCall: number | null;
  claims: ClaimView[];
}

/** The outcome as far as it happened: settled columns, or a house win whose call is revealed. */
export interface VisibleOutcome {
  winningCard: number | null;
  winningCalls: number | null;
  houseWin: boolean | null;
  payoutToWinner: number | null;
  baseAmount: number | null;
  profit: number | null;
  jackpotAwarded: number | null;
}

/** Settled: the public columns hold what happened (a claim won, the game ended, or a game from before the clock). */
export function isSettled(game: Pick<Game, 'status' | 'winningCalls' | 'plannedOutcome'>): boolean {
  return game.status === 'ENDED' || game.winningCalls != null || game.plannedOutcome == null;
}

/** The house's win once its winning call is revealed and no hall card won before. */
export function revealedHouseWin(
  game: Pick<Game, 'plannedOutcome' | 'wonAtCall'>,
  revealed: number,
): NonNullable<Game['plannedOutcome']> | null {
  const plan = game.plannedOutcome;
  if (!plan || !plan.houseWin || game.wonAtCall != null || plan.winningCalls == null) return null;
  return revealed >= plan.winningCalls ? plan : null;
}

/** A game's row as views read it: the entity, or the row a start has just written (start/game-row.ts). */
export type GameRow = Omit<Game, 'host' | 'cardSet'> & { host: string | { id: string } };

export function visibleOutcome(game: GameRow, revealed: number): VisibleOutcome {
  if (isSettled(game)) {
    return {
      winningCard: game.winningCard ?? null,
      winningCalls: game.winningCalls ?? null,
      houseWin: game.houseWin,
      payoutToWinner: game.payoutToWinner,
      baseAmount: game.baseAmount,
      profit: game.profit,
      jackpotAwarded: game.jackpotAwarded,
    };
  }
  const house = revealedHouseWin(game, revealed);
  if (house) {
    return {
      winningCard: house.winningCard,
      winningCalls: house.winningCalls,
      houseWin: true,
      payoutToWinner: house.payoutToWinner,
      baseAmount: house.baseAmount,
      profit: house.profit,
      jackpotAwarded: 0,
    };
  }
  return {
    winningCard: null,
    winningCalls: null,
    houseWin: null,
    payoutToWinner: null,
    baseAmount: null,
    profit: null,
    jackpotAwarded: null,
  };
}

const cardView = (c: PlayedCard): PlayedCardView => ({
  paletteNumber: c.paletteNumber,
  numbers: orderedNumbers(c.numbers),
  stake: c.stake,
});

/** A game as it stands at `now` on the server's clock: only what has happened. */
export function gameView(
  game: GameRow,
  events: readonly ClockEvent[],
  claims: ClaimView[] = [],
  now: number = Date.now(),
): GameView {
  const ended = game.status === 'ENDED';
  const clock = clockAt(events, game.callSpeedMs, now);
  const outcome = visibleOutcome(game, clock.revealed);
  return {
    gameId: game.id,
    hostId: typeof game.host === 'string' ? game.host : game.host.id,
    gameType: game.gameType,
    status: game.status,
    createdAt: game.createdAt,
    endedAt: game.endedAt ?? null,
    endReason: game.endReason ?? null,
    bettingAmount: game.betSantim ?? null,
    stakes: game.stakes,
    cardPaletteNumbers: game.cardPaletteNumbers,
    playingCards: game.cards.filter((c) => !c.house).map(cardView),
    houseCards: game.cards.filter((c) => c.house).map(cardView),
    houseCardCount: game.houseCards.length,
    calledNumbers: labelNumbers(game.drawOrder.slice(0, clock.revealed)),
    winningPatterns: game.winningPatterns,
    callSpeed: game.callSpeedMs,
    winningCard: outcome.winningCard,
    winningCalls: outcome.winningCalls,
    houseWin: outcome.houseWin,
    totalStakes: game.totalStakes,
    payoutToWinner: outcome.payoutToWinner,
    baseAmount: outcome.baseAmount,
    totalBonusAmount: game.totalBonusAmount,
    profit: outcome.profit,
    platformFee: game.platformFee,
    commissionRate: basisPointsToFraction(game.commissionRateBp),
    multiplier: game.multiplierBp == null ? null : basisPointsToFraction(game.multiplierBp),
    isFreeGame: game.gameType === 'free',
    freeAmount: game.freeAmount,
    bonuses: game.bonuses,
    isJackpotGame: game.isJackpotGame,
    jackpotPool: game.jackpotPool,
    jackpotAwarded: outcome.jackpotAwarded,
    jackpotAccrual: game.jackpotAccrual,
    commitment: game.commitment,
    publicCode: game.publicCode,
    seed: ended ? game.seed : null,
    callsRevealed: clock.revealed,
    paused: !clock.running,
    nextCallAt: clock.nextCallAt === null ? null : new Date(clock.nextCallAt),
    serverTime: new Date(now),
    wonAtCall: game.wonAtCall ?? null,
    abandonedAtCall: game.abandonedAtCall ?? null,
    claims,
  };
}

/** One line of the games lists (myGames, last-games). */
export interface GameSummary {
  gameId: string;
  hostId: string;
  hostUsername: string;
  createdAt: Date;
  gameType: GameType;
  status: GameStatus;
  /** ENDED, ABANDONED (ended before anyone won, at abandonedAtCall) or REPLACED; null while active. */
  endReason: string | null;
  abandonedAtCall: number | null;
  bettingAmount: number | null;
  stakes: number[];
  players: number;
  houseCardCount: number;
  totalStakes: number;
  /** Outcome fields: null until settled (a winning claim or the end). */
  payoutToWinner: number | null;
  profit: number | null;
  platformFee: number;
  commissionRate: number;
  multiplier: number | null;
  isFreeGame: boolean;
  isJackpotGame: boolean;
  winningCard: number | null;
  houseWin: boolean | null;
}
