import { ArgumentValidationError } from 'type-graphql';
import type { RefusalCode } from '@bingo/core';
import { AppError, refuse } from './app-error';
import { invalidFields } from '../validation/parse-input';

/**
 * Whatever was thrown, as an AppError: ours pass through; the rules core's RuleError and
 * validation failures become BAD_INPUT; body-parser failures keep their 4xx; anything else is
 * INTERNAL with a generic message (the original is logged, never sent). Database errors: an
 * unreachable database is UNAVAILABLE (503, the client retries), a value PostgreSQL refuses to
 * store (NUL byte, lone surrogate, out of range) is BAD_INPUT, a unique key that a simultaneous
 * request took first is CONFLICT.
 */
export function normalizeError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof ArgumentValidationError) {
    return invalidFields(error.extensions.validationErrors as never);
  }
  if (isRuleError(error)) return refuse('RULE', { message: error.message, rule: error.code }, { rule: error.code });
  const bodyError = bodyParserError(error);
  if (bodyError) return bodyError;
  const requestError = malformedRequestError(error);
  if (requestError) return requestError;
  const dbError = databaseError(error);
  if (dbError) return dbError;
  return new AppError('INTERNAL', 'Something went wrong on our side. Please try again.');
}

function isRuleError(error: unknown): error is Error & { code: string } {
  return error instanceof Error && error.name === 'RuleError' && typeof (error as { code?: unknown }).code === 'string';
}

function bodyParserError(error: unknown): AppError | null {
  if (!error || typeof error !== 'object' || !('type' in error)) return null;
  switch ((error as { type: unknown }).type) {
    case 'entity.parse.failed':
      return refuse('BODY_NOT_JSON');
    case 'entity.too.large':
      return new AppError('PAYLOAD_TOO_LARGE', 'The request body is too large');
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return new AppError('UNSUPPORTED_MEDIA_TYPE', 'Unsupported request body encoding');
    case 'request.aborted':
      return refuse('REQUEST_ABORTED');
    default:
      return null;
  }
}

/**
 * The HTTP layer's own 4xx errors: the router's param decoding (a URIError with status 400, e.g.
 * `/game/%E0%A4%A`) and the static file server's (http-errors marked `expose`: 400 for a broken
 * path, 403 for a path that climbs out of its folder such as `/assets/..%2f..%2fpackage.json`,
 * 404 for no file, an overlong name included). Answered as our 400/404, never as a 500; a refused
 * climb is just "not found".
 */
function malformedRequestError(error: unknown): AppError | null {
  if (!(error instanceof Error)) return null;
  const { status, statusCode, expose, syscall } = error as {
    status?: unknown;
    statusCode?: unknown;
    expose?: unknown;
    syscall?: unknown;
  };
  const code = typeof status === 'number' ? status : statusCode;
  if (typeof code !== 'number' || code < 400 || code > 499) return null;
  // send gives a file system error it classed as "no such file" (ENAMETOOLONG, ENOTDIR) its 404 without `expose`.
  if (expose !== true && !(error instanceof URIError) && typeof syscall !== 'string') return null;
  if (code === 403 || code === 404) return new AppError('NOT_FOUND', 'Nothing is served at this path');
  return refuse('PATH_MALFORMED');
}

/** Node socket errors that mean "the database is not there right now". */
const CONNECTION_ERRNOS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ECONNABORTED',
]);
/** Driver messages without a code: pg's pool and client, PGlite after close, MikroORM. */
const CONNECTION_MESSAGES = [
  /connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /client has encountered a connection error/i,
  /cannot use a pool after calling end/i,
  /client was closed and is not queryable/i,
  /pglite is closed/i,
  /connection (is )?(closed|ended|lost)/i,
  /database .* does not exist/i,
];

/** True when the error says the database could not be reached (used by /readyz too). */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (
    let e: unknown = error, depth = 0;
    e && typeof e === 'object' && depth < 5;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    const { code, name, message, errors } = e as {
      code?: unknown;
      name?: unknown;
      message?: unknown;
      errors?: unknown;
    };
    if (name === 'ConnectionException') return true;
    if (typeof code === 'string') {
      if (CONNECTION_ERRNOS.has(code)) return true;
      // SQLSTATE 08 connection exception (not 08P01: a protocol violation is a bad message, not an outage), 57P01-03 shutdown / cannot connect now, 53300 too many
      // connections, 3D000 database gone (renamed or dropped under us).
      if ((/^08/.test(code) && code !== '08P01') || /^57P0[1-3]$/.test(code) || code === '53300' || code === '3D000')
        return true;
    }
    if (typeof message === 'string' && CONNECTION_MESSAGES.some((re) => re.test(message))) return true;
    // AggregateError from net.connect trying IPv4 and IPv6.
    if (Array.isArray(errors) && errors.length > 0 && errors.every((inner) => isDatabaseUnavailable(inner)))
      return true;
  }
  return false;
}

function databaseError(error: unknown): AppError | null {
  if (isDatabaseUnavailable(error))
    return new AppError(
      'UNAVAILABLE',
      'The service is temporarily unavailable (database unreachable). Please try again shortly.',
    );
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string' || !/^[0-9A-Z]{5}$/.test(code)) return null;
  // SQLSTATE class 22 "data exception": the value itself cannot be stored (NUL byte, invalid
  // Unicode escape, number out of range, malformed uuid): the caller's input, not our bug.
  if (code.startsWith('22')) return refuse('VALUE_NOT_STORABLE');
  // Unique violation: two requests raced for the same name (the services check uniqueness first
  // for a precise message; the constraint decides the race). The loser changed nothing.
  if (code === '23505') return uniqueViolation(error);
  // Serialization failures and deadlocks: nothing was written; retrying is safe.
  if (code === '40001' || code === '40P01') return refuse('SIMULTANEOUS_CHANGE');
  return null;
}

/** What a unique key protects, by constraint name, for the refusal of a lost race. */
const UNIQUE_SUBJECTS: Record<string, RefusalCode> = {
  account_username_unique: 'USERNAME_RACE',
  owner_group_name_unique: 'GROUP_NAME_RACE',
  owner_group_route_slug_unique: 'ROUTE_RACE',
};

function uniqueViolation(error: unknown): AppError {
  const constraint = (error as { constraint?: unknown }).constraint;
  const subject = typeof constraint === 'string' ? UNIQUE_SUBJECTS[constraint] : undefined;
  return refuse(subject ?? 'SAVED_FIRST');
}
