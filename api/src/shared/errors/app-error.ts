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

export const badInput = (message: string, details?: Record<string, unknown>) =>
  new AppError('BAD_INPUT', message, details);
