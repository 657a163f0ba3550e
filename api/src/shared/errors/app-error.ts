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
    super(message);
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
