import type { RefusalEntry } from './refusal-entry';

/**
 * Refusals of accounts, groups, wallets, sign-in, two-factor, halls and tills: each detail code's
 * API code and English text ({{name}} marks a value the refusal carries). The web app words each
 * code in its own catalogue (refusals.am.json). Codes are public: add new ones, never rename one.
 */
export const ACCOUNT_REFUSALS = {
  USERNAME_TAKEN: { code: 'CONFLICT', en: 'The username "{{username}}" is taken' },
  NO_SUCH_CARD_SET: { code: 'BAD_INPUT', en: 'There is no card set {{cardSet}}' },
  INITIAL_WALLET_INVALID: { code: 'BAD_INPUT', en: 'The initial wallet must be a whole, non-negative amount' },
  AMOUNT_NOT_WHOLE: { code: 'BAD_INPUT', en: 'An amount must be a whole, non-zero number of santim' },
  TRANSFER_NOT_POSITIVE: { code: 'BAD_INPUT', en: 'A transfer amount must be a whole, positive number of santim' },
  USERNAME_HIDDEN_TEST: {
    code: 'BAD_INPUT',
    en: 'The username "{{username}}" would be hidden from every table and total: usernames containing "test" (any case) are kept for test accounts. Choose another username.',
  },
  USERNAME_HIDDEN_OLD: {
    code: 'BAD_INPUT',
    en: 'The username "{{username}}" would be hidden from every table and total: usernames ending in "-old" are kept for retired accounts. Choose another username.',
  },
  USERNAME_HIDDEN_SLASH: {
    code: 'BAD_INPUT',
    en: 'The username "{{username}}" would be hidden from every table and total: usernames ending in "/" are kept for retired accounts. Choose another username.',
  },
  USERNAME_RESERVED_SUPER: {
    code: 'BAD_INPUT',
    en: 'The username "{{username}}" is kept for owner groups: usernames ending in "{{suffix}}" are their super accounts\' names. Choose another username.',
  },
  USERNAME_PREFIX_REQUIRED: { code: 'BAD_INPUT', en: 'The username must start with {{prefixes}}' },
  CARD_SET_NOT_IN_GROUP: { code: 'BAD_INPUT', en: 'Your group cannot use card set {{cardSet}}' },
  GROUP_ARCHIVED: { code: 'BAD_INPUT', en: 'The group "{{group}}" is archived' },
  GROUP_NAME_TAKEN: { code: 'CONFLICT', en: 'There is already a group named "{{group}}"' },
  ROUTE_SLUG_INVALID: {
    code: 'BAD_INPUT',
    en: 'The route must be 1-5 path segments of lowercase letters, digits and "-", separated by "/", at most 100 characters',
  },
  ROUTE_RESERVED: { code: 'BAD_INPUT', en: 'The route "/{{segment}}" is already a screen of the app' },
  ROUTE_TAKEN: { code: 'CONFLICT', en: 'The route "/{{route}}" belongs to group "{{group}}"' },
  PREFIX_OVERLAP: {
    code: 'BAD_INPUT',
    en: 'The prefix "{{mine}}" of group "{{group}}" overlaps the prefix "{{theirs}}" of group "{{other}}"',
  },
  MIN_TOP_UP: { code: 'BAD_INPUT', en: 'The minimum top-up is {{min}} Birr' },
  NO_SUPER_ACCOUNT: { code: 'BAD_INPUT', en: 'Your group has no super account to fund wallets from' },
  AMOUNT_OR_BALANCE: { code: 'BAD_INPUT', en: 'Give an amount or a wallet balance' },
  WALLET_DISAGREES: {
    code: 'BAD_INPUT',
    en: 'wallet ({{wallet}} Birr) disagrees with amount: it makes the balance {{balance}} Birr. Send wallet as the balance after amount, or leave it out.',
  },
  API_TOKEN_LIMIT: { code: 'CONFLICT', en: 'At most {{max}} API tokens; revoke one first' },
  INSPECT_RATE: { code: 'RATE_LIMITED', en: 'Too many inspect reports. Try again later.' },
  SIGN_IN_SLOWED: {
    code: 'RATE_LIMITED',
    en: 'Too many failed sign-ins for this account. Try again in {{seconds}} second{{plural}}.',
  },
  SIGN_IN_BUSY: { code: 'RATE_LIMITED', en: 'Too many sign-ins at once from this address. Try again in a moment.' },
  TWO_FACTOR_ALREADY_ON: { code: 'CONFLICT', en: 'Two-factor sign-in is already set up for this account' },
  TWO_FACTOR_NOT_STARTED: { code: 'CONFLICT', en: 'Start the two-factor set-up first' },
  TWO_FACTOR_CODE_INVALID: { code: 'BAD_INPUT', en: 'Invalid two-factor code' },
  HALL_NAME_TOO_LONG: { code: 'BAD_INPUT', en: 'The hall display name must be at most {{max}} characters' },
  SUPPORT_PHONES_TOO_MANY: { code: 'BAD_INPUT', en: 'Give at most {{max}} support phone numbers' },
  SUPPORT_PHONE_INVALID: {
    code: 'BAD_INPUT',
    en: 'Support phone numbers must be Ethiopian numbers such as 0911 23 45 67, 0711 23 45 67, 011 551 2345 or +251 911 23 45 67',
  },
  HALL_LANGUAGE_INVALID: { code: 'BAD_INPUT', en: 'The default language must be one of: {{languages}}' },
  HALL_VOICE_INVALID: { code: 'BAD_INPUT', en: 'The default voice must be one of: {{voices}}' },
  JACKPOT_SHARE_INVALID: {
    code: 'BAD_INPUT',
    en: 'The jackpot share must be a number from 0 to 1 (0% to 100% of the profit)',
  },
  JACKPOT_CALL_LIMIT_INVALID: {
    code: 'BAD_INPUT',
    en: 'The jackpot call limit must be a whole number of calls from {{min}} to {{max}}',
  },
  TILL_COUNT_NOT_A_LIST: { code: 'BAD_INPUT', en: 'A count is a list of denominations with their counts' },
  TILL_COUNT_LINE: { code: 'BAD_INPUT', en: 'Each line of a count names a denomination (birr) and a count' },
  TILL_NOT_A_DENOMINATION: {
    code: 'BAD_INPUT',
    en: '{{birr}} Birr is not a denomination: use {{denominations}} Birr',
  },
  TILL_COUNTED_TWICE: { code: 'BAD_INPUT', en: '{{birr}} Birr is counted twice' },
  TILL_COUNT_NOT_WHOLE: {
    code: 'BAD_INPUT',
    en: 'The count of {{birr}} Birr must be a whole number of 0 or more, got {{count}}',
  },
  TILL_COUNT_OVER_LIMIT: { code: 'BAD_INPUT', en: 'The count is above the limit of {{max}} Birr' },
  TILL_TOLERANCE_INVALID: {
    code: 'BAD_INPUT',
    en: 'The shift tolerance must be a whole number of santim from 0 to the Birr limit',
  },
  TILL_REVIEW_INVALID: {
    code: 'BAD_INPUT',
    en: 'The payout review threshold must be a whole number of santim from 0 to the Birr limit',
  },
  NOTE_TOO_LONG: { code: 'BAD_INPUT', en: 'A note is at most {{max}} characters' },
  SHIFT_ALREADY_OPEN: { code: 'CONFLICT', en: 'You already have an open shift: close it before opening another' },
  SHIFT_CLOSED: { code: 'CONFLICT', en: 'This shift is closed: it can only be corrected, never edited' },
  SHIFT_NEEDS_NOTE: {
    code: 'BAD_INPUT',
    en: "The count differs from the expected cash by {{difference}} Birr, more than the hall's tolerance of {{tolerance}} Birr: add a note",
  },
  CORRECTION_INVALID: {
    code: 'BAD_INPUT',
    en: 'A correction is a whole number of santim, not 0, within the Birr limit',
  },
  CORRECTION_NEEDS_NOTE: { code: 'BAD_INPUT', en: 'A correction needs a note' },
  SHIFT_NOT_CLOSED: { code: 'CONFLICT', en: 'Only a closed shift is corrected' },
  ACKNOWLEDGEMENT_NOTE: { code: 'BAD_INPUT', en: 'An acknowledgement needs a note of 1 to 500 characters' },
  PAYOUT_ACKNOWLEDGED: { code: 'CONFLICT', en: 'This payout was acknowledged already' },
  SHIFT_REQUIRED: { code: 'CONFLICT', en: 'Open a shift before starting a game: this hall requires one' },
  NO_CARD_SET: { code: 'BAD_INPUT', en: 'Your account has no card set' },
  CARD_SET_NOT_JSON: { code: 'BAD_INPUT', en: 'The card set is not valid JSON' },
  CSV_LINE_WIDTH: {
    code: 'BAD_INPUT',
    en: 'CSV line {{line}} has {{count}} values; expected 26 (paletteNumber and 25 cells)',
  },
  EXPORT_FORMAT: { code: 'BAD_INPUT', en: 'format must be json or csv' },
  IDEMPOTENCY_KEY_INVALID: {
    code: 'BAD_INPUT',
    en: 'Idempotency-Key must be 1 to 255 printable characters without spaces (a UUID is a good choice)',
  },
} as const satisfies Record<string, RefusalEntry>;
