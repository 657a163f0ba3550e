import crypto from 'node:crypto';

/** How long a browser stays remembered after its last successful sign-in. */
export const DEVICE_COOKIE_DAYS = 180;

/**
 * The value of the signed device cookie (docs/roles-and-accounts.md#sign-in-protection): the
 * account id and issue time, with an HMAC under a key derived from the server's signing secret.
 * It proves only that this browser once signed in to that account; it is never a session.
 */
export class DeviceCookies {
  private readonly key: Buffer;

  constructor(
    serverSecret: Uint8Array,
    private readonly now: () => number = Date.now,
  ) {
    this.key = Buffer.from(crypto.hkdfSync('sha256', serverSecret, Buffer.alloc(0), 'bingo device cookie', 32));
  }

  issue(accountId: string): string {
    const body = `${accountId}.${Math.floor(this.now() / 1000)}`;
    return `${body}.${this.mac(body)}`;
  }

  /** The account the cookie remembers, or null for a missing, altered, forged or expired one. */
  accountOf(value: string | undefined): string | null {
    if (!value || value.length > 200) return null;
    const [accountId, issuedAt, mac] = value.split('.');
    if (!accountId || !issuedAt || !mac || !/^\d+$/.test(issuedAt)) return null;
    const expected = Buffer.from(this.mac(`${accountId}.${issuedAt}`));
    const given = Buffer.from(mac);
    if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null;
    const ageSeconds = this.now() / 1000 - Number(issuedAt);
    return ageSeconds >= 0 && ageSeconds <= DEVICE_COOKIE_DAYS * 86_400 ? accountId : null;
  }

  private mac(body: string): string {
    return crypto.createHmac('sha256', this.key).update(body).digest('base64url');
  }
}
