import { refusalApiCode, refusalText, type Refusal, type RefusalCode, type RefusalValues } from '@bingo/core';
import { ERROR_CODES, type ErrorCode } from './error-codes';

/**
 * The one error type services throw. Transports never catch it per handler: the REST error
 * middleware and the GraphQL formatError map `code` through ERROR_CODES once each.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    // A refusal (4xx) is an answer, not a fault: no stack trace is captured for it (capturing
    // one was ~1% of the API's CPU in a whole-game run, where a third of the checks are refused).
    const limit = Error.stackTraceLimit;
    if (ERROR_CODES[code].http < 500) Error.stackTraceLimit = 0;
    super(message);
    Error.stackTraceLimit = limit;
    this.name = 'AppError';
  }

  get httpStatus(): number {
    return ERROR_CODES[this.code].http;
  }

  get graphqlCode(): string {
    return ERROR_CODES[this.code].graphql;
  }
}

/**
 * A refusal by its detail code (core's REFUSALS): the API code and the English sentence from the
 * table, `details: { detail, values }` beside it so a client words it in its own language.
 */
export function refuse(detail: RefusalCode, values: RefusalValues = {}, more?: Record<string, unknown>): AppError {
  return new AppError(refusalApiCode(detail), refusalText({ detail, values }), { detail, values, ...more });
}

/** A refusal a core rule answered ("why not, or null"). */
export const refused = (r: Refusal): AppError => refuse(r.detail, r.values);
