import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { isApiErrorCode, type ApiErrorCode } from '@bingo/core';
import { i18n } from './i18n';
import { serverBusyText } from './server-busy';

/** docs/screens.md#everywhere: the server's message, else "API request failed". */
export const GENERIC_FAILURE = 'API request failed';

/**
 * Codes whose meaning is whole without the server's sentence: an Amharic reader gets them worded
 * in Amharic (am.json `apiErrors`). BAD_INPUT, CONFLICT and RATE_LIMITED carry specifics (a
 * field, a name, a wait) only the server's English words give.
 */
const WORDED_CODES: ReadonlySet<ApiErrorCode> = new Set([
  'INSUFFICIENT_BALANCE',
  'UNAUTHENTICATED',
  'INVALID_CREDENTIALS',
  'FORBIDDEN',
  'ADDRESS_BLOCKED',
  'STEP_UP_REQUIRED',
  'TWO_FACTOR_REQUIRED',
  'TWO_FACTOR_ENROLMENT_REQUIRED',
  'NOT_FOUND',
  'GAME_IN_PROGRESS',
  'IDEMPOTENCY_KEY_REUSED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'INTERNAL',
  'UNAVAILABLE',
]);

/** What went wrong, for a toast or an alert: in Amharic by its code where the code says it all. */
export function errorMessage(error: unknown): string {
  // A start refused for the server's load says when to try again, in either language.
  const busy = serverBusyText(error);
  if (busy) return busy;
  if (i18n.language === 'am') {
    const code = errorCode(error);
    if (code === undefined && !isServerAnswer(error)) return i18n.t('apiErrors.GENERIC');
    if (code && WORDED_CODES.has(code)) return i18n.t(`apiErrors.${code}`);
  }
  return serverMessage(error);
}

/** A GraphQL or HTTP answer from the server (not a network failure). */
function isServerAnswer(error: unknown): boolean {
  return CombinedGraphQLErrors.is(error) || ServerError.is(error);
}

function serverMessage(error: unknown): string {
  if (CombinedGraphQLErrors.is(error)) return error.errors[0]?.message ?? GENERIC_FAILURE;
  if (ServerError.is(error)) {
    try {
      const body = JSON.parse(error.bodyText) as { message?: string; errors?: { message?: string }[] };
      return body.message ?? body.errors?.[0]?.message ?? GENERIC_FAILURE;
    } catch {
      return GENERIC_FAILURE;
    }
  }
  return GENERIC_FAILURE;
}

interface GraphQLErrorLike {
  extensions?: { appCode?: unknown; code?: unknown } | null;
}

/** The known codes of GraphQL errors: `extensions.appCode` first, else Apollo's `extensions.code`. */
function graphQLCodes(errors: unknown): ApiErrorCode[] {
  if (!Array.isArray(errors)) return [];
  return (errors as (GraphQLErrorLike | null)[]).flatMap((e) => {
    const appCode = e?.extensions?.appCode;
    if (isApiErrorCode(appCode)) return [appCode];
    const code = e?.extensions?.code;
    return isApiErrorCode(code) ? [code] : [];
  });
}

/**
 * Every API error code an error carries, in order: GraphQL errors (`extensions.appCode`, else
 * `extensions.code`; Apollo's CombinedGraphQLErrors or any `{ errors: [...] }`) and non-GraphQL
 * bodies (Apollo's ServerError or any `{ bodyText }`: REST `{"message", "code"}` or a GraphQL
 * `{"errors": [...]}` answered with an error status). Unknown codes are left out.
 */
export function errorCodes(error: unknown): ApiErrorCode[] {
  if (typeof error !== 'object' || error === null) return [];
  const e = error as { errors?: unknown; bodyText?: unknown };
  const codes = graphQLCodes(e.errors);
  if (typeof e.bodyText === 'string') {
    try {
      const body = JSON.parse(e.bodyText) as { code?: unknown; errors?: unknown } | null;
      if (isApiErrorCode(body?.code)) codes.push(body.code);
      codes.push(...graphQLCodes(body?.errors));
    } catch {
      // not JSON: no code
    }
  }
  return codes;
}

/** The API error code of an error (the first one it carries), or undefined (network failure, no code). */
export function errorCode(error: unknown): ApiErrorCode | undefined {
  return errorCodes(error)[0];
}

/** True when any of the error's errors carries this code. */
export function hasErrorCode(error: unknown, code: ApiErrorCode): boolean {
  return errorCodes(error).includes(code);
}
