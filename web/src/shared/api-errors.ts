import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { isApiErrorCode, isRefusalCode, type ApiErrorCode, type Refusal, type RefusalValues } from '@bingo/core';
import { i18n } from './i18n';
import { serverBusyText } from './server-busy';
import './i18n/refusals.i18n';

/** docs/screens.md#everywhere: the server's message, else "API request failed". */
export const GENERIC_FAILURE = 'API request failed';

/**
 * Codes whose meaning is whole without the server's sentence: an Amharic reader gets them worded
 * in Amharic (am.json `apiErrors`). BAD_INPUT, CONFLICT and RATE_LIMITED carry a detail code and
 * its values instead (`details: { detail, values }`), worded by `refusalMessage`.
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

/** What went wrong, for a toast or an alert: a refusal by its detail code, else in Amharic by its code. */
export function errorMessage(error: unknown): string {
  // A start refused for the server's load says when to try again, in either language.
  const busy = serverBusyText(error);
  if (busy) return busy;
  const refusal = errorRefusal(error);
  if (refusal) return refusalMessage(refusal);
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

/** Values that name an input ("startDate"): worded in the reader's language where known. */
const FIELD_VALUES = ['field', 'start', 'end'] as const;

/** A refusal in the screen's language, from its detail code and values (never from the server's sentence). */
export function refusalMessage(refusal: Refusal): string {
  const values: Record<string, string | number> = { ...refusal.values };
  if (i18n.language !== 'en') {
    for (const key of FIELD_VALUES) {
      const name = values[key];
      if (typeof name === 'string')
        values[key] = i18n.t(`refusalField.${name}`, { defaultValue: i18n.t('refusalField.other') });
    }
  }
  return i18n.t(`refusal.${refusal.detail}`, values);
}

function asRefusal(details: unknown): Refusal | undefined {
  const d = details as { detail?: unknown; values?: unknown } | null | undefined;
  if (!d || !isRefusalCode(d.detail)) return undefined;
  const values = typeof d.values === 'object' && d.values !== null ? (d.values as RefusalValues) : {};
  return { detail: d.detail, values };
}

/**
 * The refusal an error carries (`details: { detail, values }`): a GraphQL error's extensions, or
 * a REST or GraphQL body answered with an error status. Undefined for any other error.
 */
export function errorRefusal(error: unknown): Refusal | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const e = error as { errors?: unknown; bodyText?: unknown };
  const fromErrors = (errors: unknown) =>
    Array.isArray(errors)
      ? (errors as ({ extensions?: { details?: unknown } } | null)[])
          .map((x) => asRefusal(x?.extensions?.details))
          .find(Boolean)
      : undefined;
  const found = fromErrors(e.errors);
  if (found || typeof e.bodyText !== 'string') return found;
  try {
    const body = JSON.parse(e.bodyText) as { details?: unknown; errors?: unknown } | null;
    return asRefusal(body?.details) ?? fromErrors(body?.errors);
  } catch {
    return undefined;
  }
}
