// Public API of the rules core. Both api/ and web/ import from here only.

export {
  API_ERROR_CODES,
  RULE_ERROR_CODES,
  RuleError,
  isApiErrorCode,
  isRuleError,
  type ApiErrorCode,
  type RuleErrorCode,
} from './rule-errors';
export { API_PREFIXES } from './api-prefixes';
export {
  REFUSALS,
  REFUSAL_CODES,
  fillPlaceholders,
  isRefusalCode,
  placeholders,
  refusal,
  refusalApiCode,
  refusalText,
  type Refusal,
  type RefusalApiCode,
  type RefusalCode,
  type RefusalValues,
} from './refusals/refusals';

export {
  BALL_COUNT,
  CELL_COUNT,
  CENTER_CELL,
  COLUMN_RANGES,
  FREE,
  GRID_SIZE,
  LETTERS,
  cardCells,
  cellColumn,
  cellIndex,
  cellRow,
  letterOf,
  type Card,
  type Letter,
} from './cards/card';
export { DEFAULT_CARD_SET_SEEDS, DEFAULT_CARD_SET_SIZE, MAX_CARD_SET_SIZE, generateCardSet } from './cards/card-set';
export { validateCard, validateCardSet } from './cards/validate';
export { canonicalCardSet, cardSetChecksum } from './cards/checksum';

export { isBallNumber, labelNumber, parseCalledNumber, parseCalledNumbers } from './draw/labels';
export {
  DRAW_SEED_BYTES,
  assertDrawPrefix,
  drawCommitment,
  drawOrder,
  labelNumbers,
  newDrawSeed,
  parseClaimPrefix,
  verifyDraw,
} from './draw/draw';

export {
  PATTERNS,
  PATTERN_NAMES,
  isPatternName,
  maskCells,
  maskCompletes,
  maskToGrid,
  parsePatterns,
  type CellMask,
  type PatternDefinition,
  type PatternName,
} from './patterns/patterns';

export {
  earliestCompletion,
  markedCells,
  evaluateCard,
  evaluateGame,
  type CardGameResult,
  type Completion,
  type PatternResult,
} from './win/evaluate';
export { houseGameOutcome, pickHouseCards, type HouseGameOutcome } from './win/house';
export {
  GAME_REF_MESSAGE,
  PUBLIC_CODE_ALPHABET,
  PUBLIC_CODE_LENGTH,
  formatPublicCode,
  newPublicCode,
  normalizePublicCode,
  parseGameRef,
  type GameRef,
} from './verify/public-code';
export { checkDraw, type DrawCheck } from './verify/check-draw';
export { cardCompletions, type PatternCompletion } from './verify/card-completion';

export {
  BASIS_POINTS,
  COMMISSION_RATE_CHOICES,
  DEFAULT_COMMISSION_RATE_BP,
  DEFAULT_PLATFORM_SHARE_BP,
  SANTIM_PER_BIRR,
  assertSantim,
  basisPointsToFraction,
  birrToSantim,
  parseCommissionRate,
  parseShare,
  santimToBirr,
  shareOf,
  type BasisPoints,
  type Santim,
} from './payout/money-units';
export {
  DEFAULT_JACKPOT_ACCRUAL_BP,
  DEFAULT_JACKPOT_CALL_LIMIT,
  MAX_MULTIPLIER_STAKE,
  MIN_MULTIPLIER_STAKE,
  MULTIPLIER_STAKE_OPTIONS_BIRR,
  freeGame,
  houseGame,
  jackpotAccrual,
  jackpotAward,
  multiplierGame,
  platformFee,
  regularGame,
  splitPot,
  startFee,
  totalStakes,
  withBonuses,
  type GameMoney,
} from './payout/payout';
export { bonusAmount, type BonusContext, type BonusResult, type BonusRule } from './payout/bonus-amount';
export { offeredPrize } from './payout/offered-prize';

export {
  ADDIS_TIME_ZONE,
  addisDayKey,
  addisDayRange,
  addisDayStart,
  addisMinuteKey,
  assertDayKey,
  dayKeysBack,
  isoWeekKey,
  isoWeekMonday,
  monthKey,
  shiftDayKey,
} from './dates/addis';
export { amharicWeekday, ethiopianDate, ethiopianDateParts, weekdayName } from './dates/ethiopian';
export {
  ethiopianClock,
  ethiopianClockOf,
  ethiopianClockText,
  type EthiopianClock,
  type EthiopianPeriod,
} from './dates/ethiopian-hour';

export {
  CLOCK_EVENT_KINDS,
  isPauseKind,
  readClock,
  revealedCalls,
  type ClockEvent,
  type ClockEventKind,
  type ClockState,
} from './clock/revealed-calls';

// Settings and limits per product area, and the messages the server and the screens share.
export * from './rules/index';
export * from './messages';
