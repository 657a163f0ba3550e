import { INVALID_LOGIN, TWO_FACTOR_INVALID_MESSAGE, TWO_FACTOR_REQUIRED_MESSAGE } from '@bingo/core';
import DataLoader from 'dataloader';
import type { Orm } from '../../shared/db/orm';
import { AppError } from '../../shared/errors/app-error';
import { AccountSchema, type Account } from '../account';
import type { SignInAttempt, SignInGuard } from '../security';
import type { Actor } from '../../shared/auth/actor';
import type { LoginInput } from './auth.inputs';
import { burnPasswordCheck, verifyPassword } from '../../shared/auth/password';
import type { TokenService } from './token.service';
import { isApiToken, type ApiTokenService } from '../api-token';
import type { TwoFactorService } from '../two-factor';
import type { DeviceCookies } from './device-cookie';
import { actorRows, type ActorRow } from './auth.sql';
import { ACTOR_TOPIC, onActorChanged } from '../../shared/auth/actor-changes';
import { RESYNC_KIND, type EventBus } from '../../shared/events/event-bus';
import { ActorCache } from './actor-cache';

export interface LoginResult {
  token: string;
  expiresAt: Date;
  username: string;
  adminId: string;
  role: Account['role'];
  /** The platform requires two-factor sign-in of this owner and it has not enrolled: the session reaches only enrolment. */
  twoFactorEnrolmentRequired: boolean;
  /** The signed device cookie's new value: this browser is remembered for the account. */
  deviceCookie: string;
}

/** Who is signing in from where: the client address and the device cookie the browser sent, if any. */
export interface SignInClient {
  address: string;
  deviceCookie?: string;
}

export interface StepUpResult {
  stepUpToken: string;
  expiresAt: Date;
}

const INVALID_CREDENTIALS = INVALID_LOGIN;

/** Accounts remembered per instance at most (the oldest go first). */
const ACTOR_CACHE_ENTRIES = 20_000;

/** Sign-in, token checks and step-up, shared by GraphQL and REST. */
export class AuthService {
  /**
   * An account's current state, read when it is not remembered. Requests that arrive in the same
   * event-loop turn share one query.
   */
  private readonly actorRows = new DataLoader<string, ActorRow | null>((ids) => this.loadActorRows(ids), {
    cache: false,
    batchScheduleFn: (run) => setImmediate(run),
  });

  /**
   * Accounts remembered between requests (docs/roles-and-accounts.md#account-checks): forgotten
   * when this instance changes one (at its commit) and when the database trigger's ACTOR_CHANGED
   * is heard from any instance; nothing is remembered while the bus is not listening.
   */
  private readonly remembered: ActorCache<ActorRow>;

  constructor(
    private readonly orm: Orm,
    private readonly tokens: TokenService,
    private readonly guard: SignInGuard,
    private readonly twoFactor: TwoFactorService,
    private readonly devices: DeviceCookies,
    private readonly apiTokens: ApiTokenService,
    bus: EventBus,
    rememberMs: number,
  ) {
    this.remembered = new ActorCache<ActorRow>({
      maxAgeMs: rememberMs,
      maxEntries: ACTOR_CACHE_ENTRIES,
      listening: () => bus.listening(),
    });
    // Process-wide listener: held weakly, so a closed server's cache (tests start many) can go.
    const cache = new WeakRef(this.remembered);
    const stop = onActorChanged((id) => {
      const alive = cache.deref();
      if (alive) alive.forget(id ?? undefined);
      else stop();
    });
    bus.subscribe(ACTOR_TOPIC, (event) => {
      const id = event.kind === RESYNC_KIND ? null : event.data?.id;
      this.remembered.forget(typeof id === 'string' ? id : undefined);
    });
  }

  /** The account's state: remembered, or read (and remembered if nothing changed meanwhile). */
  private async actorRow(id: string): Promise<ActorRow | null> {
    const hit = this.remembered.get(id);
    if (hit) return hit;
    const mark = this.remembered.mark();
    const row = await this.actorRows.load(id);
    if (row) this.remembered.remember(id, row, mark);
    return row;
  }

  private async loadActorRows(ids: readonly string[]): Promise<(ActorRow | null)[]> {
    const rows = await actorRows(this.orm, ids);
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.map((id) => byId.get(id) ?? null);
  }

  /**
   * Password first, then (for an enrolled account) the one-time code in `input.code`: without it the
   * answer is TWO_FACTOR_REQUIRED and no session (docs/roles-and-accounts.md#two-factor-sign-in).
   * A wrong password or a wrong code counts as a failed sign-in.
   */
  async login(input: LoginInput, client: SignInClient): Promise<LoginResult> {
    const username = input.username.trim();
    const em = this.orm.em.fork();
    const account = await em.findOne(AccountSchema, { username });
    const remembered = account !== null && this.devices.accountOf(client.deviceCookie) === account.id;
    const attempt = await this.guard.beginAttempt(client.address, username, { delayUsername: !remembered });
    const valid = account
      ? await verifyPassword(account.passwordHash, input.password)
      : (await burnPasswordCheck(input.password), false);
    if (!account || !valid) {
      await attempt.failed();
      throw new AppError('INVALID_CREDENTIALS', INVALID_CREDENTIALS);
    }
    const secondFactor = await this.twoFactor.signInState(account.id, account.role);
    if (secondFactor.enrolled && !(await this.secondFactorPasses(account.id, input.code, attempt))) {
      throw new AppError('TWO_FACTOR_REQUIRED', input.code ? TWO_FACTOR_INVALID_MESSAGE : TWO_FACTOR_REQUIRED_MESSAGE);
    }
    await attempt.succeeded();
    // Said only to someone who knows the password, so it reveals nothing to a guesser.
    if (account.blocked) throw new AppError('FORBIDDEN', 'This account has been blocked');
    await em.nativeUpdate(AccountSchema, { id: account.id }, { lastLoginAt: new Date() });
    const { token, expiresAt } = await this.tokens.sign({
      sub: account.id,
      role: account.role,
      ver: account.tokenVersion,
    });
    return {
      token,
      expiresAt,
      username: account.username,
      adminId: account.id,
      role: account.role,
      twoFactorEnrolmentRequired: secondFactor.mustEnrol,
      deviceCookie: this.devices.issue(account.id),
    };
  }

  /** A missing code fails without counting (the password was right); a wrong one counts as a failure. */
  private async secondFactorPasses(accountId: string, code: string | undefined, attempt: SignInAttempt) {
    if (!code) {
      await attempt.succeeded();
      return false;
    }
    if (await this.twoFactor.verifyCode(accountId, code)) return true;
    await attempt.failed();
    return false;
  }

  /**
   * The actor behind a bearer token, or null when the token is missing, forged, expired, or
   * revoked (account blocked, password changed: its tokenVersion moved on). A step-up token
   * counts only for the same account and token version.
   */
  async authenticate(token: string | undefined, stepUpToken?: string): Promise<Actor | null> {
    if (!token) return null;
    // Personal API tokens: read-only, never stepped up.
    if (isApiToken(token)) return this.apiTokens.authenticate(token);
    const claims = await this.tokens.verify(token);
    if (!claims) return null;
    // The hot path of every request: remembered, or a batched primary-key read (no entity hydration).
    const account = await this.actorRow(claims.sub);
    if (!account || account.blocked || account.token_version !== claims.ver) return null;
    const stepUp = stepUpToken ? await this.tokens.verifyStepUp(stepUpToken) : null;
    return {
      id: account.id,
      username: account.username,
      role: account.role,
      cardSetId: account.card_set_id,
      ownerGroupId: account.owner_group_id,
      steppedUp: stepUp !== null && stepUp.sub === account.id && stepUp.ver === account.token_version,
      ...(account.two_factor_pending ? { twoFactorPending: true } : {}),
    };
  }

  /**
   * A new session token at the account's current token version, for the session that moved the
   * version on itself: enrolling in two-factor sign-in ends every other session, not this one.
   */
  async issueSession(accountId: string): Promise<{ token: string; expiresAt: Date }> {
    const account = await this.orm.em
      .fork()
      .findOne(AccountSchema, { id: accountId }, { fields: ['id', 'role', 'tokenVersion', 'blocked'] });
    if (!account || account.blocked) throw new AppError('UNAUTHENTICATED', 'Sign in to continue');
    return this.tokens.sign({ sub: account.id, role: account.role, ver: account.tokenVersion });
  }

  /** Re-entering one's own password (and the one-time code, once enrolled) yields a 5-minute elevated token. */
  async stepUp(actor: Actor, password: string, address: string, code?: string): Promise<StepUpResult> {
    const account = await this.checkOwnPassword(actor, password, address, code);
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
    // An inline password cannot carry a code: enrolled accounts step up through stepUp.
    if (await this.twoFactor.isEnrolled(actor.id)) {
      throw new AppError(
        'TWO_FACTOR_REQUIRED',
        'This account uses two-factor sign-in: step up with your password and code (POST /api/admin/step-up) and send X-Step-Up',
      );
    }
    await this.checkOwnPassword(actor, password, address);
    return { ...actor, steppedUp: true };
  }

  private async checkOwnPassword(actor: Actor, password: string, address: string, code?: string): Promise<Account> {
    // The caller already holds a session: failures from elsewhere do not delay its step-up.
    const attempt = await this.guard.beginAttempt(address, actor.username, { delayUsername: false });
    const account = await this.orm.em.fork().findOneOrFail(AccountSchema, { id: actor.id });
    if (!(await verifyPassword(account.passwordHash, password))) {
      await attempt.failed();
      throw new AppError('STEP_UP_REQUIRED', 'Invalid password');
    }
    if ((await this.twoFactor.isEnrolled(account.id)) && !(await this.secondFactorPasses(account.id, code, attempt))) {
      throw new AppError('TWO_FACTOR_REQUIRED', code ? TWO_FACTOR_INVALID_MESSAGE : TWO_FACTOR_REQUIRED_MESSAGE);
    }
    await attempt.succeeded();
    return account;
  }
}

/** "Bearer abc" → "abc"; anything else → undefined. */
export function bearerToken(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1];
}
