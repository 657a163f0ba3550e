/** Limits on amounts people type (Birr on screen and at the legacy REST edge). */

/** Largest Birr amount one operation may move: far above any hall's need, far below 2^53 santim. */
export const MAX_BIRR = 100_000_000;
/** An owner's top-up from the group's super account is at least this many Birr. */
export const MIN_OWNER_TOP_UP_BIRR = 10_000;
export const MIN_TOP_UP_MESSAGE = `The minimum top-up is ${MIN_OWNER_TOP_UP_BIRR.toLocaleString('en-US')} Birr`;

/** What a ledger row records (every wallet movement is one). */
export const LedgerKind = {
  TOP_UP: 'TOP_UP',
  TRANSFER_OUT: 'TRANSFER_OUT',
  GAME_FEE: 'GAME_FEE',
  REFUND: 'REFUND',
  ADJUSTMENT: 'ADJUSTMENT',
} as const;
export type LedgerKind = (typeof LedgerKind)[keyof typeof LedgerKind];
export const LEDGER_KINDS = Object.values(LedgerKind) as readonly LedgerKind[];
