import {
  callSpeedsFor,
  MAX_HOUSE_CARDS,
  MIN_BET_BIRR,
  MIN_BET_MESSAGE,
  minCardsFor,
  MULTIPLIER_STAKE_OPTIONS_BIRR,
  parsePatterns,
  type PatternName,
  SANTIM_PER_BIRR,
  santimToBirr,
  tooFewCardsMessage,
} from '@bingo/core';
import { AppError } from '../../../shared/errors/app-error';
import type { GameType } from '../game.entity';
import type { StartGameCommand } from '../game.inputs';

/** A start request checked against the game type's rules, amounts in santim. */
export interface StartPlan {
  gameType: GameType;
  cardNumbers: number[];
  /** Per hall card, santim, aligned with cardNumbers. */
  stakes: number[];
  betSantim: number | null;
  patterns: PatternName[];
  callSpeedMs: number;
  houseCardCount: number;
  isJackpotGame: boolean;
}

/** The start rules (docs/games-and-money.md#start-rules), enforced on the server. Throws 400 with a message. */
export function planStart(input: StartGameCommand): StartPlan {
  const gameType = input.gameType ?? 'regular';
  const cardNumbers = input.cardPaletteNumbers;
  const multiplier = gameType === 'multiplierBingo';
  if (cardNumbers.length < minCardsFor(gameType)) {
    throw new AppError('BAD_INPUT', tooFewCardsMessage(gameType));
  }
  const speeds = callSpeedsFor(gameType);
  if (!speeds.includes(input.callSpeed)) {
    throw new AppError('BAD_INPUT', `callSpeed must be one of ${speeds.join(', ')} ms`);
  }
  const patterns = parsePatterns(
    input.winningPatterns && input.winningPatterns.length > 0 ? input.winningPatterns : ['any'],
  );
  let stakes: number[];
  let betSantim: number | null = null;
  if (multiplier) {
    const santim = input.stakesSantim;
    if (!santim || santim.length !== cardNumbers.length) {
      throw new AppError('BAD_INPUT', 'bettingAmount must list one stake per card for multiplierBingo');
    }
    const bad = santim.find((s) => !MULTIPLIER_STAKE_OPTIONS_BIRR.includes(santimToBirr(s)));
    if (bad !== undefined) {
      throw new AppError(
        'BAD_INPUT',
        `Each stake must be one of ${MULTIPLIER_STAKE_OPTIONS_BIRR.join(', ')} Birr, got ${santimToBirr(bad)}`,
      );
    }
    stakes = [...santim];
  } else {
    if (input.stakesSantim != null)
      throw new AppError('BAD_INPUT', `bettingAmount must be one number for a ${gameType} game`);
    if (input.bettingAmountSantim == null) throw new AppError('BAD_INPUT', 'bettingAmount is required');
    if (input.bettingAmountSantim < MIN_BET_BIRR * SANTIM_PER_BIRR) throw new AppError('BAD_INPUT', MIN_BET_MESSAGE);
    betSantim = input.bettingAmountSantim;
    stakes = cardNumbers.map(() => betSantim!);
  }
  const houseCardCount = input.houseCardCount ?? 0;
  if (gameType === 'house') {
    if (houseCardCount < 1 || houseCardCount > MAX_HOUSE_CARDS) {
      throw new AppError('BAD_INPUT', `houseCardCount must be from 1 to ${MAX_HOUSE_CARDS} for a house game`);
    }
  } else if (houseCardCount !== 0) {
    throw new AppError('BAD_INPUT', 'houseCardCount applies to house games only');
  }
  return {
    gameType,
    cardNumbers: [...cardNumbers],
    stakes,
    betSantim,
    patterns,
    callSpeedMs: input.callSpeed,
    houseCardCount,
    isJackpotGame: input.isJackpotGame ?? false,
  };
}
