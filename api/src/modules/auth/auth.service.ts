import type { Orm } from '../../db/orm';
import { AppError } from '../../shared/errors/app-error';
import { AccountSchema, type Account } from '../account/account.entity';
import type { Actor } from './actor';
import type { LoginInput } from './auth.inputs';
import { burnPasswordCheck, verifyPassword } from './password';
import type { TokenService } from './token.service';

export interface LoginResult {
  token: string;
  expiresAt: Date;
  username: string;
  adminId: string;
  role: Account['role'];
}

const INVALID_CREDENTIALS = 'Invalid username or password';

/** Sign-in and token checks, shared by GraphQL and REST. */
export class AuthService {
  constructor(
    private readonly orm: Orm,
    private readonly tokens: TokenService,
  ) {}

  async login(input: LoginInput): Promise<LoginResult> {
    const em = this.orm.em.fork();
    const account = await em.findOne(AccountSchema, { username: input.username.trim() });
    if (!account) {
      await burnPasswordCheck(input.password);
      throw new AppError('INVALID_CREDENTIALS', INVALID_CREDENTIALS);
    }
    if (!(await verifyPassword(account.passwordHash, input.password))) {
      throw new AppError('INVALID_CREDENTIALS', INVALID_CREDENTIALS);
    }
    // Said only to someone who knows the password, so it reveals nothing to a guesser.
    if (account.blocked) throw new AppError('FORBIDDEN', 'This account has been blocked');
    const { token, expiresAt } = await this.tokens.sign({ sub: account.id, role: account.role, ver: account.tokenVersion });
    return { token, expiresAt, username: account.username, adminId: account.id, role: account.role };
  }

  /**
   * The actor behind a bearer token, or null when the token is missing, forged, expired, or
   * revoked (account blocked, password changed: its tokenVersion moved on).
   */
  async authenticate(token: string | undefined): Promise<Actor | null> {
    if (!token) return null;
    const claims = await this.tokens.verify(token);
    if (!claims) return null;
    const account = await this.orm.em.fork().findOne(AccountSchema, { id: claims.sub });
    if (!account || account.blocked || account.tokenVersion !== claims.ver) return null;
    return {
      id: account.id,
      username: account.username,
      role: account.role,
      cardSetId: account.cardSet ? account.cardSet.id : null,
    };
  }
}

/** "Bearer abc" → "abc"; anything else → undefined. */
export function bearerToken(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1];
}
