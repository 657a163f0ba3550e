import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import type { Role } from '../../shared/auth/actor';
import { BoundedCache } from '../../shared/bounded-map';

export interface TokenClaims {
  sub: string;
  role: Role;
  /** The account's tokenVersion when the token was issued. */
  ver: number;
}

const ISSUER = 'bingo-hall';
const SESSION = 'session';
const STEP_UP = 'step-up';
export const STEP_UP_TTL_SECONDS = 5 * 60;
/** Verified tokens kept per instance (the oldest goes first): a few hundred bytes each. */
const VERIFIED_CACHE_SIZE = 20_000;

/**
 * Signs and verifies bearer tokens (HS256). Session and step-up tokens have different
 * audiences, so neither can stand in for the other. Knows nothing about the database.
 */
export class TokenService {
  /**
   * Tokens already verified, with their expiry: every request of a session presents the same
   * token, and jose verifies HS256 through WebCrypto (a thread-pool job per request, measured as
   * the largest single cost of a game start over HTTP). A cached token still expires on time;
   * revocation is unaffected (the account's token version is checked on every request).
   */
  private readonly verified = new BoundedCache<string, { claims: TokenClaims; expiresAtMs: number }>(
    VERIFIED_CACHE_SIZE,
  );

  constructor(
    private readonly secret: Uint8Array,
    private readonly ttlSeconds: number,
  ) {}

  sign(claims: TokenClaims): Promise<{ token: string; expiresAt: Date }> {
    return this.signFor(SESSION, claims, this.ttlSeconds);
  }

  signStepUp(claims: TokenClaims): Promise<{ token: string; expiresAt: Date }> {
    return this.signFor(STEP_UP, claims, STEP_UP_TTL_SECONDS);
  }

  /** The claims of a valid, unexpired session token signed by us; null for anything else. */
  verify(token: string): Promise<TokenClaims | null> {
    return this.verifyFor(SESSION, token);
  }

  verifyStepUp(token: string): Promise<TokenClaims | null> {
    return this.verifyFor(STEP_UP, token);
  }

  private async signFor(audience: string, claims: TokenClaims, ttlSeconds: number) {
    const expiresAt = new Date(Date.now() + ttlSeconds * 1000);
    const token = await new SignJWT({ role: claims.role, ver: claims.ver })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(claims.sub)
      .setIssuer(ISSUER)
      .setAudience(audience)
      .setIssuedAt()
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(this.secret);
    return { token, expiresAt };
  }

  private async verifyFor(audience: string, token: string): Promise<TokenClaims | null> {
    const key = `${audience} ${token}`;
    const seen = this.verified.get(key);
    if (seen) {
      if (Date.now() < seen.expiresAtMs) return seen.claims;
      this.verified.delete(key);
      return null;
    }
    try {
      const { payload } = await jwtVerify(token, this.secret, { issuer: ISSUER, audience, algorithms: ['HS256'] });
      if (typeof payload.sub !== 'string' || typeof payload.ver !== 'number' || typeof payload.role !== 'string') {
        return null;
      }
      const claims: TokenClaims = { sub: payload.sub, role: payload.role as Role, ver: payload.ver };
      if (typeof payload.exp === 'number') {
        this.verified.set(key, { claims, expiresAtMs: payload.exp * 1000 });
      }
      return claims;
    } catch (error) {
      if (error instanceof joseErrors.JOSEError) return null;
      throw error;
    }
  }
}
