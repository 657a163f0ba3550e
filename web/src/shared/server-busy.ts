import { CombinedGraphQLErrors } from '@apollo/client/errors';
import './i18n/busy.i18n';
import { i18n } from './i18n';

interface BusyErrorLike {
  extensions?: { appCode?: unknown; details?: { retryAfterSeconds?: unknown } | null } | null;
}

/** The seconds a SERVER_BUSY error's first busy entry asks to wait (GraphQL errors of any shape). */
function busySeconds(errors: unknown): number | null {
  if (!Array.isArray(errors)) return null;
  for (const e of errors as (BusyErrorLike | null)[]) {
    if (e?.extensions?.appCode !== 'SERVER_BUSY') continue;
    const seconds = e.extensions.details?.retryAfterSeconds;
    return typeof seconds === 'number' && Number.isFinite(seconds) ? Math.max(1, Math.ceil(seconds)) : 2;
  }
  return null;
}

/**
 * "The server is busy, try again in N s" in the screen's language, when the error is a start the
 * server refused for its load (SERVER_BUSY, 503 with Retry-After); null for any other error.
 * Read by code and details (GraphQL errors, or a 503 body: REST `{"code", "details"}` or GraphQL
 * `{"errors"}`), never by the message's text.
 */
export function serverBusyText(error: unknown): string | null {
  if (typeof error !== 'object' || error === null) return null;
  let seconds = CombinedGraphQLErrors.is(error) ? busySeconds(error.errors) : null;
  const bodyText = (error as { bodyText?: unknown }).bodyText;
  if (seconds === null && typeof bodyText === 'string') {
    try {
      const body = JSON.parse(bodyText) as { code?: unknown; details?: unknown; errors?: unknown } | null;
      seconds =
        body?.code === 'SERVER_BUSY'
          ? (busySeconds([{ extensions: { appCode: body.code, details: body.details } }]) ?? 2)
          : busySeconds(body?.errors);
    } catch {
      // not JSON: not a busy answer
    }
  }
  return seconds === null ? null : i18n.t('busy.retryIn', { seconds });
}
