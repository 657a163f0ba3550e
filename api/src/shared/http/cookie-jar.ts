import type { Request, Response } from 'express';

/** The cookie that remembers a browser that signed in (docs/roles-and-accounts.md#sign-in-protection). */
export const DEVICE_COOKIE = 'bingo_device';
const MAX_AGE_MS = 180 * 86_400_000;

/** What a sign-in handler reads and writes of the device cookie, on either transport. */
export interface DeviceCookieJar {
  value: string | undefined;
  remember(value: string): void;
}

export function deviceCookieJar(req: Request, res: Response): DeviceCookieJar {
  return {
    value: readCookie(req.get('cookie'), DEVICE_COOKIE),
    // HttpOnly: no script reads it; SameSite=Strict: no other site sends it; Secure when served over HTTPS.
    remember: (value) =>
      res.cookie(DEVICE_COOKIE, value, {
        httpOnly: true,
        sameSite: 'strict',
        secure: req.secure,
        path: '/',
        maxAge: MAX_AGE_MS,
      }),
  };
}

/** One cookie's value from a Cookie header (no decoding: ours is URL-safe). */
export function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}
