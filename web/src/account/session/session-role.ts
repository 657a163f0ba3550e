import { getToken } from './session';

export type SessionRole = 'HOST' | 'OWNER' | 'SUPER_ADMIN';

/**
 * The role named in the signed-in token's payload, read without verifying it: it only decides
 * which links a screen offers (the server checks every call). Null when there is no readable token.
 */
export function roleFromToken(token: string | null): SessionRole | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const json = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { role?: unknown };
    return json.role === 'HOST' || json.role === 'OWNER' || json.role === 'SUPER_ADMIN' ? json.role : null;
  } catch {
    return null;
  }
}

export function sessionRole(): SessionRole | null {
  return roleFromToken(getToken());
}

/** Where each role lands after sign-in, and where "Return" leads: owners and the super admin have their own dashboards. */
export function homePathFor(role: string | null | undefined): string {
  return role === 'OWNER' ? '/owner' : role === 'SUPER_ADMIN' ? '/admin' : '/dashboard';
}
