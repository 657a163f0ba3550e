import {
  callSpeedsFor,
  MAX_HOUSE_CARDS,
  MIN_BET_BIRR,
  minCardsFor,
  MULTIPLIER_STAKE_OPTIONS_BIRR,
  parsePatterns,
  type PatternName,
  SANTIM_PER_BIRR,
  santimToBirr,
} from '@bingo/core';
import { refuse } from '../../../shared/errors/app-error';
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
    throw refuse('TOO_FEW_CARDS', { min: minCardsFor(gameType), gameType });
  }
  const speeds = callSpeedsFor(gameType);
  if (!speeds.includes(input.callSpeed)) {
    throw refuse('CALL_SPEED_INVALID', { speeds: speeds.join(', ') });
  }
  const patterns = parsePatterns(
    input.winningPatterns && input.winningPatterns.length > 0 ? input.winningPatterns : ['any'],
  );
  let stakes: number[];
  let betSantim: number | null = null;
  if (multiplier) {
    const santim = input.stakesSantim;
    if (!santim || santim.length !== cardNumbers.length) {
      throw refuse('STAKE_PER_CARD');
    }
    const bad = santim.find((s) => !MULTIPLIER_STAKE_OPTIONS_BIRR.includes(santimToBirr(s)));
    if (bad !== undefined) {
      throw refuse('STAKE_NOT_OFFERED', {
        stakes: MULTIPLIER_STAKE_OPTIONS_BIRR.join(', '),
        stake: santimToBirr(bad),
      });
    }
    stakes = [...santim];
  } else {
    if (input.stakesSantim != null) throw refuse('BET_ONE_NUMBER', { gameType });
    if (input.bettingAmountSantim == null) throw refuse('FIELD_REQUIRED', { field: 'bettingAmount' });
    if (input.bettingAmountSantim < MIN_BET_BIRR * SANTIM_PER_BIRR)
      throw refuse('BET_TOO_SMALL', { min: MIN_BET_BIRR });
    betSantim = input.bettingAmountSantim;
    stakes = cardNumbers.map(() => betSantim!);
  }
  const houseCardCount = input.houseCardCount ?? 0;
  if (gameType === 'house') {
    if (houseCardCount < 1 || houseCardCount > MAX_HOUSE_CARDS) {
      throw refuse('HOUSE_CARDS_RANGE', { max: MAX_HOUSE_CARDS });
    }
  } else if (houseCardCount !== 0) {
    throw refuse('HOUSE_CARDS_HOUSE_ONLY');
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
