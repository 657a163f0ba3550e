// Public API of the rules core. Both api/ and web/ import from here only.

export {
  API_ERROR_CODES,
  RULE_ERROR_CODES,
  RuleError,
  isApiErrorCode,
  isRuleError,
  type ApiErrorCode,
  type RuleErrorCode,
} from './errors';

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
} from './payout/money';
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
export { bonusAmount, type BonusContext, type BonusResult, type BonusRule } from './payout/bonus';

export {
  ADDIS_TIME_ZONE,
  addisDayKey,
  addisDayRange,
  addisDayStart,
  addisMinuteKey,
  assertDayKey,
  dayKeysBack,
  isoWeekKey,
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
  CLAIM_RESULTS,
  ClaimResult,
  GAME_STATUSES,
  GAME_TYPES,
  GameEndReason,
  GameStatus,
  GameType,
  MAX_BET_BIRR,
  MAX_GAME_CARDS,
  MAX_HOUSE_CARDS,
  MIN_BET_BIRR,
  MIN_BET_MESSAGE,
  MIN_CARDS,
  MIN_MULTIPLIER_CARDS,
  MULTIPLIER_CALL_SPEEDS,
  REGULAR_CALL_SPEEDS,
  callSpeedsFor,
  isBetAllowed,
  isGameType,
  minCardsFor,
  tooFewCardsMessage,
} from './rules/game';
export {
  DEFAULT_CALL_SPEED_MS,
  FAST_CALL_SPEED_MS,
  FORCED_FAST_VOICES,
  VOICES,
  VOICE_SETS,
  isRegularCallSpeed,
  isVoice,
  speedForVoice,
  speedLocked,
  type Voice,
} from './rules/voice';
export {
  BONUS_GAME_TYPES,
  BONUS_TYPES,
  BONUS_VALUE_RULES,
  BonusType,
  DEFAULT_BONUS_STATS_DAYS,
  MAX_BONUS_DESCRIPTION_LENGTH,
  MAX_BONUS_NAME_LENGTH,
  MAX_BONUS_STATS_DAYS,
  MAX_GAMES_COUNT_TRIGGER,
  MAX_MIN_PLAYERS,
  MAX_PRESET_PRIORITY,
  PRESET_CATEGORIES,
  PresetCategory,
  TRIGGER_TYPES,
  TriggerType,
  BonusGameType,
  bonusValueMessage,
  triggerTypeName,
  triggerTypeOf,
  type TriggerTypeName,
  hasAtMostDecimals,
  isBonusType,
  isBonusValueAllowed,
} from './rules/bonus';
export {
  BonusLimitScope,
  DEFAULT_BONUS_LIMITS,
  MAX_BONUS_LIMIT_PER_DAY_SANTIM,
  MAX_BONUS_LIMIT_PER_GAME_SANTIM,
  bonusConfigOverLimit,
  capBonuses,
  gameBonusCap,
  validateBonusLimits,
  type BonusLimits,
} from './rules/bonus-limits';
export {
  HiddenUsernameRule,
  hiddenUsernameMessage,
  hiddenUsernameRule,
  isHiddenUsername,
} from './rules/hidden-usernames';
export { LEDGER_KINDS, LedgerKind, MAX_BIRR, MIN_OWNER_TOP_UP_BIRR, MIN_TOP_UP_MESSAGE } from './rules/money';
export {
  FREE_GAME_WINDOW_MINUTES,
  MAX_RANDOM_GAMES,
  MIN_SLOT_GAP_MINUTES,
  RANDOM_GAP_CHOICES,
  SLOT_STATUSES,
  SlotStatus,
  SLOT_REFUSALS,
  SLOT_REFUSAL_MESSAGES,
  SlotRefusal,
  isRandomGap,
} from './rules/schedule';
export { DEFAULT_REPORT_DAYS, MAX_REPORT_RANGE_DAYS } from './rules/reports';
export {
  HALL_DISPLAY_NAME_MESSAGE,
  HALL_LANGUAGES,
  HALL_LANGUAGE_MESSAGE,
  HALL_VOICE_MESSAGE,
  MAX_HALL_DISPLAY_NAME_LENGTH,
  MAX_SUPPORT_PHONES,
  SUPPORT_PHONES_COUNT_MESSAGE,
  SUPPORT_PHONE_MESSAGE,
  dialablePhone,
  hallSettingsProblem,
  isEthiopianPhone,
  isHallLanguage,
  type HallLanguage,
  type HallSettingsFields,
} from './rules/hall';
export {
  JACKPOT_CALL_LIMIT_MESSAGE,
  JACKPOT_SHARE_MESSAGE,
  MAX_JACKPOT_ACCRUAL_SHARE,
  MAX_JACKPOT_CALL_LIMIT,
  MIN_JACKPOT_CALL_LIMIT,
  isJackpotCallLimit,
  isJackpotShare,
  jackpotSettingsProblem,
} from './rules/jackpot';
export * from './messages';

export {
  CLOCK_EVENT_KINDS,
  isPauseKind,
  readClock,
  revealedCalls,
  type ClockEvent,
  type ClockEventKind,
  type ClockState,
} from './clock/game-clock';

export {
  MAX_PREFIXES_PER_GROUP,
  OWNER_GROUP_NAME_MESSAGE,
  OWNER_GROUP_NAME_PATTERN,
  RESERVED_ROUTE_SEGMENTS,
  ROUTE_SLUG_MAX_LENGTH,
  ROUTE_SLUG_MESSAGE,
  SUPER_ADMIN_PASSWORD_MIN_LENGTH,
  USERNAME_PREFIX_MESSAGE,
  USERNAME_PREFIX_PATTERN,
  matchRouteSlug,
  prefixOverlap,
  routeSlugProblem,
  superAccountUsername,
  weakPasswordReason,
  type PrefixHolder,
} from './rules/owner-groups';
export {
  RECOVERY_CODE_COUNT,
  TOTP_DIGITS,
  TOTP_PERIOD_SECONDS,
  TWO_FACTOR_ENROLMENT_MESSAGE,
  TWO_FACTOR_INVALID_MESSAGE,
  TWO_FACTOR_REQUIRED_MESSAGE,
  isTotpCode,
  normalizeRecoveryCode,
} from './rules/two-factor';
export { offeredPrize } from './payout/offered-prize';
export {
  DISPLAY_NAME_MAX_LENGTH,
  DISPLAY_NOT_FOUND,
  DISPLAY_TOKEN_INVALID,
  PAIRING_CODE_ALPHABET,
  PAIRING_CODE_INVALID,
  PAIRING_CODE_LENGTH,
  PAIRING_CODE_TTL_MS,
  PAIRING_FAILURE_WINDOW_MS,
  PAIRING_MAX_FAILURES,
  PAIRING_RATE_LIMITED,
  normalizePairingCode,
} from './rules/display';
export {
  EVENT_CLIP_MAX_MS,
  EVENT_CLIP_MIN_MS,
  NUMBER_CLIP_MAX_MS,
  NUMBER_CLIP_MIN_MS,
  VOICE_PACK_EVENTS,
  VOICE_PACK_MAX_BYTES,
  VOICE_PACK_NAME_MAX_LENGTH,
  VOICE_PACK_TOO_LARGE,
  clipDurationProblem,
  clipKey,
  missingNumberProblems,
  parseClipName,
  voicePackNameProblem,
  type VoicePackClip,
  type VoicePackEvent,
} from './rules/voice-pack';
