import { basisPointsToFraction, type Card as CardFace, labelNumbers } from '@bingo/core';
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
  calledNumbers: string[];
  winningPatterns: string[];
  callSpeed: number;
  winningCard: number | null;
  winningCalls: number | null;
  houseWin: boolean;
  totalStakes: number;
  payoutToWinner: number;
  baseAmount: number;
  totalBonusAmount: number;
  profit: number;
  platformFee: number;
  commissionRate: number;
  multiplier: number | null;
  isFreeGame: boolean;
  freeAmount: number;
  bonuses: AppliedBonusRecord[];
  isJackpotGame: boolean;
  jackpotPool: number;
  jackpotAwarded: number;
  commitment: string;
  /** Revealed after the end only. */
  seed: string | null;
  callsRevealed: number;
  paused: boolean;
  wonAtCall: number | null;
  claims: ClaimView[];
}

const cardView = (c: PlayedCard): PlayedCardView => ({
  paletteNumber: c.paletteNumber,
  numbers: orderedNumbers(c.numbers),
  stake: c.stake,
});

export function gameView(game: Game, claims: ClaimView[] = []): GameView {
  const ended = game.status === 'ENDED';
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
    calledNumbers: labelNumbers(game.drawOrder),
    winningPatterns: game.winningPatterns,
    callSpeed: game.callSpeedMs,
    winningCard: game.winningCard ?? null,
    winningCalls: game.winningCalls ?? null,
    houseWin: game.houseWin,
    totalStakes: game.totalStakes,
    payoutToWinner: game.payoutToWinner,
    baseAmount: game.baseAmount,
    totalBonusAmount: game.totalBonusAmount,
    profit: game.profit,
    platformFee: game.platformFee,
    commissionRate: basisPointsToFraction(game.commissionRateBp),
    multiplier: game.multiplierBp == null ? null : basisPointsToFraction(game.multiplierBp),
    isFreeGame: game.gameType === 'free',
    freeAmount: game.freeAmount,
    bonuses: game.bonuses,
    isJackpotGame: game.isJackpotGame,
    jackpotPool: game.jackpotPool,
    jackpotAwarded: game.jackpotAwarded,
    commitment: game.commitment,
    seed: ended ? game.seed : null,
    callsRevealed: game.callsRevealed,
    paused: game.paused,
    wonAtCall: game.wonAtCall ?? null,
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
  bettingAmount: number | null;
  stakes: number[];
  players: number;
  houseCardCount: number;
  totalStakes: number;
  payoutToWinner: number;
  profit: number;
  platformFee: number;
  commissionRate: number;
  multiplier: number | null;
  isFreeGame: boolean;
  isJackpotGame: boolean;
  winningCard: number | null;
  houseWin: boolean;
}
