import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import type { Role } from '../account/account.entity';

export interface TokenClaims {
  sub: string;
  role: Role;
  /** The account's tokenVersion when the token was issued. */
  ver: number;
}

const ISSUER = 'bingo-hall';

/** Signs and verifies bearer tokens (HS256). Knows nothing about accounts or the database. */
export class TokenService {
  constructor(
    private readonly secret: Uint8Array,
    private readonly ttlSeconds: number,
  ) {}

  async sign(claims: TokenClaims): Promise<{ token: string; expiresAt: Date }> {
    const expiresAt = new Date(Date.now() + this.ttlSeconds * 1000);
    const token = await new SignJWT({ role: claims.role, ver: claims.ver })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(claims.sub)
      .setIssuer(ISSUER)
      .setIssuedAt()
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(this.secret);
    return { token, expiresAt };
  }

  /** The claims of a valid, unexpired token signed by us; null for anything else. */
  async verify(token: string): Promise<TokenClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.secret, { issuer: ISSUER, algorithms: ['HS256'] });
      if (typeof payload.sub !== 'string' || typeof payload.ver !== 'number' || typeof payload.role !== 'string') {
        return null;
      }
      return { sub: payload.sub, role: payload.role as Role, ver: payload.ver };
    } catch (error) {
      if (error instanceof joseErrors.JOSEError) return null;
      throw error;
    }
  }
}
