import { ServerError } from '@apollo/client/errors';
import { hasErrorCode } from '../../shared/api-errors';

// What the app does when the server ends the session or blocks this address. Kept apart from
// apollo.ts (the client, its cache and links): the router and the first screens need these, and
// the Apollo Client itself is not part of the first download (see shared/apollo/deferred.ts).

export type SessionEvent = 'ended' | 'address-blocked';

/**
 * Called when the server says the session is over (UNAUTHENTICATED, HTTP 401/403) or this
 * address is blocked (ADDRESS_BLOCKED), so the app can go to /login or /blocked. Set by the router.
 */
let onSessionEvent: (event: SessionEvent) => void = () => {};
export function setSessionEventHandler(handler: (event: SessionEvent) => void): void {
  onSessionEvent = handler;
}
export function emitSessionEvent(event: SessionEvent): void {
  onSessionEvent(event);
}

/** A blocked address: the server's non-GraphQL answer (HTTP 403 `{"message", "code": "ADDRESS_BLOCKED"}`). */
export function isAddressBlocked(error: unknown): boolean {
  return ServerError.is(error) && hasErrorCode(error, 'ADDRESS_BLOCKED');
}

export function sessionEventOf(error: unknown, operationName: string | undefined): SessionEvent | null {
  if (isAddressBlocked(error)) return 'address-blocked';
  if (operationName === 'Login') return null; // a failed sign-in is not an ended session
  const unauthenticated =
    hasErrorCode(error, 'UNAUTHENTICATED') ||
    (ServerError.is(error) && (error.statusCode === 401 || error.statusCode === 403));
  return unauthenticated ? 'ended' : null;
}
