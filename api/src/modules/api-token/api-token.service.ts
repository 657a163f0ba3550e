import { createHash, randomBytes } from 'node:crypto';
import type { Orm } from '../../shared/db/orm';
import { AppError, refuse } from '../../shared/errors/app-error';
import { AccountSchema } from '../account';
import { appendAudit } from '../audit';
import { auditedTransaction } from '../../shared/db/transaction';
import { isUuid } from '../../shared/validation/ids';
import type { Actor } from '../../shared/auth/actor';
import { ApiTokenSchema, type ApiToken } from './api-token.entity';
import { findTokenActor, listTokens } from './api-token.sql';
import type { ApiTokenView, CreateApiTokenInput, CreatedApiToken } from './api-token.types';

/** Personal tokens start with this, so authentication knows them from session JWTs at a glance. */
export const API_TOKEN_PREFIX = 'bgr_';
export const MAX_TOKENS_PER_ACCOUNT = 20;

export const hashApiToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function isApiToken(token: string): boolean {
  return token.startsWith(API_TOKEN_PREFIX);
}

/** Create, list, revoke and check personal read-only API tokens. A token acts as its owner, read-only. */
export class ApiTokenService {
  constructor(private readonly orm: Orm) {}

  async create(actor: Actor, input: CreateApiTokenInput, now = new Date()): Promise<CreatedApiToken> {
    if (actor.readOnly) throw new AppError('FORBIDDEN', 'API tokens can only read reports');
    const token = API_TOKEN_PREFIX + randomBytes(32).toString('base64url');
    return auditedTransaction(this.orm, async (tx) => {
      const active = await tx.count(ApiTokenSchema, { account: actor.id, revokedAt: null });
      if (active >= MAX_TOKENS_PER_ACCOUNT) throw refuse('API_TOKEN_LIMIT', { max: MAX_TOKENS_PER_ACCOUNT });
      const account = await tx.findOneOrFail(AccountSchema, { id: actor.id }, { fields: ['id', 'tokenVersion'] });
      const row = tx.create(ApiTokenSchema, {
        account: actor.id,
        tokenVersion: account.tokenVersion,
        name: input.name.trim() || 'token',
        tokenHash: hashApiToken(token),
        createdAt: now,
        expiresAt: input.expiresInDays ? new Date(now.getTime() + input.expiresInDays * 86_400_000) : null,
        revokedAt: null,
      });
      await tx.flush();
      await appendAudit(tx, {
        actorId: actor.id,
        action: 'api-token.create',
        subjectType: 'api_token',
        subjectId: row.id,
        data: { name: row.name, expiresAt: row.expiresAt ?? null },
      });
      return { token, apiToken: view(row, actor) };
    });
  }

  /**
   * The caller's own tokens; the super admin may name any account (`accountId`) or, with
   * `allAccounts`, see every account's tokens. Never a secret.
   */
  async list(actor: Actor, scope: { accountId?: string | null; allAccounts?: boolean } = {}): Promise<ApiTokenView[]> {
    const other = scope.allAccounts || (scope.accountId != null && scope.accountId !== actor.id);
    if (other && actor.role !== 'SUPER_ADMIN') throw new AppError('FORBIDDEN', 'You are not allowed to do this');
    if (scope.accountId != null && !isUuid(scope.accountId)) throw new AppError('NOT_FOUND', 'Account not found');
    const rows = await listTokens(this.orm, scope.allAccounts ? null : (scope.accountId ?? actor.id));
    const now = Date.now();
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      createdAt: new Date(r.created_at),
      expiresAt: r.expires_at ? new Date(r.expires_at) : null,
      revokedAt: r.revoked_at ? new Date(r.revoked_at) : null,
      accountId: r.account_id,
      username: r.username,
      active:
        !r.revoked_at &&
        !r.blocked &&
        r.token_version === r.account_version &&
        (!r.expires_at || new Date(r.expires_at).getTime() > now),
    }));
  }

  /** Revokes one of the actor's own tokens (the super admin: anyone's); any other is 404. */
  async revoke(actor: Actor, id: string, now = new Date()): Promise<ApiTokenView> {
    if (actor.readOnly) throw new AppError('FORBIDDEN', 'API tokens can only read reports');
    return auditedTransaction(this.orm, async (tx) => {
      const scope = actor.role === 'SUPER_ADMIN' ? { id } : { id, account: actor.id };
      const row = isUuid(id) ? await tx.findOne(ApiTokenSchema, scope, { populate: ['account'] }) : null;
      if (!row) throw new AppError('NOT_FOUND', 'API token not found');
      if (!row.revokedAt) {
        row.revokedAt = now;
        await tx.flush();
        await appendAudit(tx, {
          actorId: actor.id,
          action: 'api-token.revoke',
          subjectType: 'api_token',
          subjectId: row.id,
          data: row.account.id === actor.id ? {} : { accountId: row.account.id },
        });
      }
      return view(row, row.account);
    });
  }

  /**
   * The read-only actor of a valid token: unrevoked, unexpired, its account not blocked, and
   * issued under the account's current token version (no password change or block since).
   */
  async authenticate(token: string, now = new Date()): Promise<Actor | null> {
    const row = await findTokenActor(this.orm, hashApiToken(token), now);
    if (!row) return null;
    return {
      id: row.id,
      username: row.username,
      role: row.role,
      cardSetId: row.card_set_id,
      ownerGroupId: row.owner_group_id,
      steppedUp: false,
      readOnly: true,
    };
  }
}

/** A token just created or revoked, with its account. */
function view(row: ApiToken, account: { id: string; username: string }): ApiTokenView {
  return {
    id: row.id,
    name: row.name,
    createdAt: row.createdAt,
    expiresAt: row.expiresAt ?? null,
    revokedAt: row.revokedAt ?? null,
    accountId: account.id,
    username: account.username,
    active: !row.revokedAt && (!row.expiresAt || row.expiresAt.getTime() > Date.now()),
  };
}
