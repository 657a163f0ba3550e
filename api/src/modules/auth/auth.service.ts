import { INVALID_LOGIN } from '@bingo/core';
import DataLoader from 'dataloader';
import type { Orm } from '../../shared/db/orm';
import { AppError } from '../../shared/errors/app-error';
import { AccountSchema, type Account } from '../account';
import type { SignInGuard } from '../security';
import type { Actor } from '../../shared/auth/actor';
import type { LoginInput } from './auth.inputs';
import { burnPasswordCheck, verifyPassword } from '../../shared/auth/password';
import type { TokenService } from './token.service';
import { isApiToken, type ApiTokenService } from '../api-token';

export interface LoginResult {
  token: string;
  expiresAt: Date;
  username: string;
  adminId: string;
  role: Account['role'];
}

export interface StepUpResult {
  stepUpToken: string;
  expiresAt: Date;
}

const INVALID_CREDENTIALS = INVALID_LOGIN;

interface ActorRow {
  id: string;
  username: string;
  role: Account['role'];
  card_set_id: number | null;
  owner_group_id: number | null;
  token_version: number;
  blocked: boolean;
}

/** Sign-in, token checks and step-up, shared by GraphQL and REST. */
export class AuthService {
  /**
   * Every request reads its account's current state (revocation is immediate). Requests that
   * arrive in the same event-loop turn share one query; nothing is cached between turns.
   */
  private readonly actorRows = new DataLoader<string, ActorRow | null>((ids) => this.loadActorRows(ids), {
    cache: false,
    batchScheduleFn: (run) => setImmediate(run),
  });

  constructor(
    private readonly orm: Orm,
    private readonly tokens: TokenService,
    private readonly guard: SignInGuard,
    private readonly apiTokens?: ApiTokenService,
  ) {}

  private async loadActorRows(ids: readonly string[]): Promise<(ActorRow | null)[]> {
    const rows = (await this.orm.em
      .getConnection()
      .execute(
        `select id, username, role, card_set_id, owner_group_id, token_version, blocked from account where id in (${ids.map(() => '?').join(', ')})`,
        [...ids],
      )) as ActorRow[];
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.map((id) => byId.get(id) ?? null);
  }

  async login(input: LoginInput, address: string): Promise<LoginResult> {
    const username = input.username.trim();
    await this.guard.assertMayAttempt(address, username);
    const em = this.orm.em.fork();
    const account = await em.findOne(AccountSchema, { username });
    const valid = account
      ? await verifyPassword(account.passwordHash, input.password)
      : (await burnPasswordCheck(input.password), false);
    await this.guard.recordAttempt(address, username, valid);
    if (!account || !valid) throw new AppError('INVALID_CREDENTIALS', INVALID_CREDENTIALS);
    // Said only to someone who knows the password, so it reveals nothing to a guesser.
    if (account.blocked) throw new AppError('FORBIDDEN', 'This account has been blocked');
    await em.nativeUpdate(AccountSchema, { id: account.id }, { lastLoginAt: new Date() });
    const { token, expiresAt } = await this.tokens.sign({
      sub: account.id,
      role: account.role,
      ver: account.tokenVersion,
    });
    return { token, expiresAt, username: account.username, adminId: account.id, role: account.role };
  }

  /**
   * The actor behind a bearer token, or null when the token is missing, forged, expired, or
   * revoked (account blocked, password changed: its tokenVersion moved on). A step-up token
   * counts only for the same account and token version.
   */
  async authenticate(token: string | undefined, stepUpToken?: string): Promise<Actor | null> {
    if (!token) return null;
    // Personal API tokens: read-only, never stepped up.
    if (isApiToken(token)) return this.apiTokens ? this.apiTokens.authenticate(token) : null;
    const claims = await this.tokens.verify(token);
    if (!claims) return null;
    // The hot path of every request: a batched primary-key read, no entity hydration.
    const account = await this.actorRows.load(claims.sub);
    if (!account || account.blocked || account.token_version !== claims.ver) return null;
    const stepUp = stepUpToken ? await this.tokens.verifyStepUp(stepUpToken) : null;
    return {
      id: account.id,
      username: account.username,
      role: account.role,
      cardSetId: account.card_set_id,
      ownerGroupId: account.owner_group_id,
      steppedUp: stepUp !== null && stepUp.sub === account.id && stepUp.ver === account.token_version,
    };
  }

  /** Re-entering one's own password yields a 5-minute elevated token. */
  async stepUp(actor: Actor, password: string, address: string): Promise<StepUpResult> {
    const account = await this.checkOwnPassword(actor, password, address);
    const { token, expiresAt } = await this.tokens.signStepUp({
      sub: account.id,
      role: account.role,
      ver: account.tokenVersion,
    });
    return { stepUpToken: token, expiresAt };
  }

  /**
   * Legacy payloads re-authenticate inline (wallet update's username/password, change-password's
   * masterKey): a correct own password makes this request count as stepped up. Wrong passwords
   * count as failed sign-ins, so this is no side door for guessing.
   */
  async stepUpInline(actor: Actor, address: string, password: unknown, username?: unknown): Promise<Actor> {
    if (actor.steppedUp) return actor;
    if (typeof password !== 'string' || password.length === 0) return actor;
    if (username !== undefined && username !== actor.username) {
      throw new AppError('STEP_UP_REQUIRED', 'Invalid password');
    }
    await this.checkOwnPassword(actor, password, address);
    return { ...actor, steppedUp: true };
  }

  private async checkOwnPassword(actor: Actor, password: string, address: string): Promise<Account> {
    await this.guard.assertMayAttempt(address, actor.username);
    const account = await this.orm.em.fork().findOneOrFail(AccountSchema, { id: actor.id });
    const valid = await verifyPassword(account.passwordHash, password);
    await this.guard.recordAttempt(address, actor.username, valid);
    if (!valid) throw new AppError('STEP_UP_REQUIRED', 'Invalid password');
    return account;
  }
}

/** Services call this before wallet changes, password changes, scheduling and bonuses. */
export function requireStepUp(actor: Actor): void {
  if (!actor.steppedUp) throw new AppError('STEP_UP_REQUIRED', 'Re-enter your password to continue');
}

/** "Bearer abc" → "abc"; anything else → undefined. */
export function bearerToken(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1];
}
