import type { ApiErrorCode } from '@bingo/core';

/**
 * The single table from an error code to what each transport answers. Add a code here and
 * both REST and GraphQL know it; nothing else maps errors.
 */
export const ERROR_CODES = {
  BAD_INPUT: { http: 400, graphql: 'BAD_USER_INPUT' },
  INSUFFICIENT_BALANCE: { http: 400, graphql: 'INSUFFICIENT_BALANCE' },
  UNAUTHENTICATED: { http: 401, graphql: 'UNAUTHENTICATED' },
  INVALID_CREDENTIALS: { http: 401, graphql: 'UNAUTHENTICATED' },
  FORBIDDEN: { http: 403, graphql: 'FORBIDDEN' },
  /** The web client answers this one by going to /blocked. */
  ADDRESS_BLOCKED: { http: 403, graphql: 'ADDRESS_BLOCKED' },
  /** Wallet and password changes, scheduling and bonuses need the password re-entered. */
  STEP_UP_REQUIRED: { http: 403, graphql: 'STEP_UP_REQUIRED' },
  /** The password was right; the account's one-time code is missing or wrong (no session issued). */
  TWO_FACTOR_REQUIRED: { http: 401, graphql: 'TWO_FACTOR_REQUIRED' },
  /** The platform requires two-factor sign-in and this account has not set it up yet. */
  TWO_FACTOR_ENROLMENT_REQUIRED: { http: 403, graphql: 'TWO_FACTOR_ENROLMENT_REQUIRED' },
  NOT_FOUND: { http: 404, graphql: 'NOT_FOUND' },
  CONFLICT: { http: 409, graphql: 'CONFLICT' },
  /** Start refused: the host's game is still running (the dashboard offers to continue it). */
  GAME_IN_PROGRESS: { http: 409, graphql: 'GAME_IN_PROGRESS' },
  /** The same Idempotency-Key sent again with a different request. */
  IDEMPOTENCY_KEY_REUSED: { http: 422, graphql: 'IDEMPOTENCY_KEY_REUSED' },
  PAYLOAD_TOO_LARGE: { http: 413, graphql: 'PAYLOAD_TOO_LARGE' },
  UNSUPPORTED_MEDIA_TYPE: { http: 415, graphql: 'BAD_REQUEST' },
  RATE_LIMITED: { http: 429, graphql: 'RATE_LIMITED' },
  INTERNAL: { http: 500, graphql: 'INTERNAL_SERVER_ERROR' },
  UNAVAILABLE: { http: 503, graphql: 'SERVICE_UNAVAILABLE' },
  /** A start refused for the instance's load; both transports add Retry-After (details.retryAfterSeconds). */
  SERVER_BUSY: { http: 503, graphql: 'SERVER_BUSY' },
} as const satisfies Record<ApiErrorCode, { http: number; graphql: string }>;

export type ErrorCode = ApiErrorCode;
