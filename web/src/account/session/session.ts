/**
 * The browser session, in localStorage under the keys the original client used (docs/screens.md#everywhere
 * section 3), so an operator's stored selection and settings survive the switch.
 */
const KEYS = { token: 'token', username: 'username', adminId: 'adminId' } as const;

export interface Session {
  token: string;
  username: string;
  adminId: string;
}

export function saveSession(session: Session): void {
  localStorage.setItem(KEYS.token, session.token);
  localStorage.setItem(KEYS.username, session.username);
  localStorage.setItem(KEYS.adminId, session.adminId);
}

export function getToken(): string | null {
  return localStorage.getItem(KEYS.token);
}

export function getUsername(): string | null {
  return localStorage.getItem(KEYS.username);
}

/** A new token for the same account (enrolling in two-factor sign-in ends the old one). */
export function replaceToken(token: string): void {
  localStorage.setItem(KEYS.token, token);
}

/** Signs out locally; the other stored settings (selection, voice, speed) stay. */
export function clearSession(): void {
  localStorage.removeItem(KEYS.token);
  localStorage.removeItem(KEYS.username);
  localStorage.removeItem(KEYS.adminId);
}
