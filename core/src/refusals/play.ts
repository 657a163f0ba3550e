import type { RefusalEntry } from './refusal-entry';

/**
 * Refusals of games, claims, displays, free games, bonuses, power games and reports (see
 * accounts.ts for the shape). Codes are public: add new ones, never rename one.
 */
export const PLAY_REFUSALS = {
  CARD_NOT_IN_SET: { code: 'BAD_INPUT', en: 'Card {{card}} is not in your card set' },
  NO_FREE_GAME_DUE: { code: 'BAD_INPUT', en: 'No free game is due' },
  TOO_FEW_CARDS: { code: 'BAD_INPUT', en: 'Select at least {{min}} cards to start a {{gameType}} game' },
  CALL_SPEED_INVALID: { code: 'BAD_INPUT', en: 'callSpeed must be one of {{speeds}} ms' },
  STAKE_PER_CARD: { code: 'BAD_INPUT', en: 'bettingAmount must list one stake per card for multiplierBingo' },
  STAKE_NOT_OFFERED: { code: 'BAD_INPUT', en: 'Each stake must be one of {{stakes}} Birr, got {{stake}}' },
  BET_ONE_NUMBER: { code: 'BAD_INPUT', en: 'bettingAmount must be one number for a {{gameType}} game' },
  BET_TOO_SMALL: { code: 'BAD_INPUT', en: 'bettingAmount must be at least {{min}} Birr' },
  HOUSE_CARDS_RANGE: { code: 'BAD_INPUT', en: 'houseCardCount must be from 1 to {{max}} for a house game' },
  HOUSE_CARDS_HOUSE_ONLY: { code: 'BAD_INPUT', en: 'houseCardCount applies to house games only' },
  GAME_ENDED: { code: 'CONFLICT', en: 'This game has ended' },
  CARD_LOCKED: { code: 'CONFLICT', en: 'This card has been locked.' },
  ALREADY_CHECKED: { code: 'CONFLICT', en: 'This card has already been checked' },
  GAME_WON_ON_CALL: {
    code: 'CONFLICT',
    en: 'This game was won on call {{call}}; only cards checked on that call share the pot',
  },
  CHECK_AGAIN: { code: 'CONFLICT', en: 'Please check the card again' },
  CLAIM_AHEAD_OF_CLOCK: { code: 'BAD_INPUT', en: 'The claim lists more calls than the game has called so far' },
  NOT_A_PLAYER: {
    code: 'BAD_INPUT',
    en: 'Card is not in the list of players. Please check the card number and try again.',
  },
  PAGE_INVALID: { code: 'BAD_INPUT', en: 'page must be a whole number from 1' },
  LIMIT_INVALID: { code: 'BAD_INPUT', en: 'limit must be a whole number from 1 to {{max}}' },
  LAST_GAMES_LIMIT: { code: 'BAD_INPUT', en: 'limit must be from 1 to {{max}}' },
  GAME_REF_INVALID: { code: 'BAD_INPUT', en: 'Give a game id or its {{length}}-character public code.' },
  VERIFY_RATE: { code: 'RATE_LIMITED', en: 'Too many requests for game verification: wait a moment.' },
  DISPLAY_VOICE_INVALID: { code: 'BAD_INPUT', en: 'voice must be one of {{voices}} to play on the display' },
  PAIRING_RATE: {
    code: 'RATE_LIMITED',
    en: 'Too many wrong pairing codes from this address: wait a few minutes',
  },
  PAIRING_CODE_INVALID: {
    code: 'BAD_INPUT',
    en: 'This pairing code is not valid: ask the operator for a new one',
  },
  FIELD_IN_PAST: { code: 'BAD_INPUT', en: '{{field}} is in the past' },
  NO_FUTURE_FREE_GAME: { code: 'BAD_INPUT', en: 'These dates, days and time slots give no future free game' },
  FREE_GAME_NOT_MOVABLE: { code: 'CONFLICT', en: 'Only a scheduled free game can be moved' },
  FREE_GAME_NOT_CANCELLABLE: { code: 'CONFLICT', en: 'Only a scheduled free game can be cancelled' },
  SLOT_IN_PAST: { code: 'BAD_INPUT', en: 'A free game cannot be scheduled in the past' },
  SLOT_NEAR_ANOTHER: {
    code: 'CONFLICT',
    en: 'Another free game is scheduled within {{gap}} minutes of this time',
  },
  SLOTS_TOO_CLOSE: { code: 'BAD_INPUT', en: 'Two of these free games are less than 5 minutes apart' },
  TOO_MANY_SLOTS: { code: 'BAD_INPUT', en: 'At most {{max}} free games can be scheduled at once' },
  CANNOT_PLACE_SLOTS: {
    code: 'BAD_INPUT',
    en: 'Cannot place {{count}} free games at least {{gap}} minutes apart between these times',
  },
  TIME_SLOT_FORMAT: { code: 'BAD_INPUT', en: '{{field}} entries must look like "18:00", got {{value}}' },
  FIVE_MINUTE_STEP: { code: 'BAD_INPUT', en: '{{field}} must be on a 5-minute step (minutes 00, 05, … 55)' },
  BONUS_VALUE_RANGE: {
    code: 'BAD_INPUT',
    en: 'bonusValue must be from {{min}} to {{max}} with at most {{decimals}} decimals ({{what}})',
  },
  BONUS_OVER_GAME_LIMIT: {
    code: 'BAD_INPUT',
    en: "A fixed bonus of {{amount}} Birr is above the limit: the platform's limit is {{limit}} Birr of bonus per game.",
  },
  BONUS_OVER_SHARE_LIMIT: {
    code: 'BAD_INPUT',
    en: "A bonus of {{share}} of the payout is above the limit: the platform's limit is {{limit}} of the stakes per game.",
  },
  BONUS_AMOUNT_OVER_LIMIT: {
    code: 'BAD_INPUT',
    en: "{{field}} of {{amount}} Birr is above the limit: the platform's limit is {{limit}} Birr of bonus per game.",
  },
  BONUS_DAY_OVER_LIMIT: {
    code: 'BAD_INPUT',
    en: "dailyBonusLimit of {{amount}} Birr is above the limit: the platform's limit is {{limit}} Birr of bonus per day.",
  },
  PRESET_COPY_GLOBAL_ONLY: { code: 'BAD_INPUT', en: 'Only a global preset can be copied' },
  PRESET_OFF: { code: 'BAD_INPUT', en: 'This preset is switched off' },
  TRIGGER_GAMES_REQUIRED: { code: 'BAD_INPUT', en: 'triggerValue is required for the games-count trigger' },
  TRIGGER_GAMES_RANGE: {
    code: 'BAD_INPUT',
    en: 'triggerValue must be a whole number of games from 1 to {{max}} for the games-count trigger',
  },
  TRIGGER_VALUE_REQUIRED: { code: 'BAD_INPUT', en: 'triggerValue is required for the {{trigger}} trigger' },
  POOL_FIELD_REQUIRED: { code: 'BAD_INPUT', en: '{{field}} is required for the bonus-pool trigger' },
  MIN_ABOVE_MAX: { code: 'BAD_INPUT', en: 'minBonusAmount must not be above maxBonusAmount' },
  BONUS_POOL_CHANGED: {
    code: 'CONFLICT',
    en: 'A bonus pool changed while the game was starting. Please try again.',
  },
  POWER_CODE_INVALID: { code: 'BAD_INPUT', en: 'This code is invalid, already used or expired' },
  TARGET_HOSTS_REQUIRED: { code: 'BAD_INPUT', en: 'Choose the target hosts or all hosts' },
  TARGET_NOT_HOSTS: { code: 'BAD_INPUT', en: 'targetHostIds must all be hosts' },
  PLATFORM_SHARE_RANGE: { code: 'BAD_INPUT', en: 'platformShare must be a fraction from 0 to 1' },
  DATES_BOTH_OR_NEITHER: { code: 'BAD_INPUT', en: 'Give both startDate and endDate (YYYY-MM-DD), or neither' },
  DATE_RANGE_TOO_LONG: { code: 'BAD_INPUT', en: 'The date range can be at most {{days}} days' },
  FORM_UNREADABLE: { code: 'BAD_INPUT', en: 'The form could not be read' },
  PACK_FILE_MISSING: { code: 'BAD_INPUT', en: 'Attach the pack as the file field "pack"' },
  PACK_REFUSED: { code: 'BAD_INPUT', en: 'The pack was refused: {{problems}}' },
} as const satisfies Record<string, RefusalEntry>;
