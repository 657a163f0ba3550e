/**
 * Every rule violation the core reports. The API maps each code to HTTP 400, so codes are part of
 * the public contract: add new ones, never rename or reuse one.
 */
export const RULE_ERROR_CODES = [
  'INVALID_SEED',
  'INVALID_COUNT',
  'INVALID_CARD_SET',
  'INVALID_CARD',
  'NUMBER_OUT_OF_RANGE',
  'DUPLICATE_NUMBER',
  'DUPLICATE_CARD',
  'INVALID_PALETTE_NUMBER',
  'INVALID_RANDOM',
  'INVALID_CALLED_NUMBER',
  'INVALID_DRAW',
  'NOT_A_PREFIX',
  'INVALID_PATTERNS',
  'UNKNOWN_PATTERN',
  'INVALID_RATE',
  'INVALID_AMOUNT',
  'INVALID_STAKE',
  'INVALID_WINNERS',
  'INVALID_BONUS',
  'INVALID_CALL_LIMIT',
  'INVALID_DATE',
  'INVALID_LOCALE',
  'INVALID_CALL_SPEED',
] as const;

export type RuleErrorCode = (typeof RULE_ERROR_CODES)[number];

export class RuleError extends Error {
  override readonly name = 'RuleError';

  constructor(
    readonly code: RuleErrorCode,
    message: string,
  ) {
    super(message);
  }
}

export function isRuleError(value: unknown): value is RuleError {
  return value instanceof RuleError;
}

/** Short, bounded rendering of a rejected value for error messages (never dumps a whole payload). */
export function describeValue(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  if (value === null) return 'null';
  if (value === undefined) return 'nothing';
  if (Array.isArray(value)) return `an array of ${value.length}`;
  return `a ${typeof value}`;
}

/**
 * Every error code the API answers with: REST `{"message", "code"}` and GraphQL
 * `extensions.appCode`. Clients branch on these, never on message text. Each transport maps a
 * code to its own status in one table (api/src/shared/errors/error-codes.ts).
 */
export const API_ERROR_CODES = [
  'BAD_INPUT',
  'INSUFFICIENT_BALANCE',
  'UNAUTHENTICATED',
  'INVALID_CREDENTIALS',
  'FORBIDDEN',
  'ADDRESS_BLOCKED',
  'STEP_UP_REQUIRED',
  'TWO_FACTOR_REQUIRED',
  'TWO_FACTOR_ENROLMENT_REQUIRED',
  'NOT_FOUND',
  'CONFLICT',
  /** A host starts a game while one of its games is still running (docs/games-and-money.md#start-rules). */
  'GAME_IN_PROGRESS',
  'IDEMPOTENCY_KEY_REUSED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'INTERNAL',
  'UNAVAILABLE',
  /**
   * A game start refused because the instance is at its load limit (503 with Retry-After): running
   * games keep their pace; details.retryAfterSeconds says when to try again (serverBusyMessage).
   */
  'SERVER_BUSY',
] as const;

export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

export function isApiErrorCode(value: unknown): value is ApiErrorCode {
  return typeof value === 'string' && (API_ERROR_CODES as readonly string[]).includes(value);
}
