import { createHash, randomBytes } from 'node:crypto';
import type { Orm } from '../../shared/db/orm';
import { AppError } from '../../shared/errors/app-error';
import { sqlEm } from '../../shared/db/sql';
import type { Account } from '../account';
import { appendAudit } from '../audit';
import { auditedTransaction } from '../../shared/db/transaction';
import type { Actor } from '../../shared/auth/actor';
import { ApiTokenSchema, type ApiToken } from './api-token.entity';
import type { ApiTokenView, CreateApiTokenInput, CreatedApiToken } from './api-token.types';

/** Personal tokens start with this, so authentication knows them from session JWTs at a glance. */
export const API_TOKEN_PREFIX = 'bgr_';
export const MAX_TOKENS_PER_ACCOUNT = 20;

export const hashApiToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function isApiToken(token: string): boolean {
  return token.startsWith(API_TOKEN_PREFIX);
}

interface TokenActorRow {
  id: string;
  username: string;
  role: Account['role'];
  card_set_id: number | null;
  owner_group_id: number | null;
}

/** Create, list, revoke and check personal read-only API tokens. A token acts as its owner, read-only. */
export class ApiTokenService {
  constructor(private readonly orm: Orm) {}

  async create(actor: Actor, input: CreateApiTokenInput, now = new Date()): Promise<CreatedApiToken> {
    if (actor.readOnly) throw new AppError('FORBIDDEN', 'API tokens can only read reports');
    const token = API_TOKEN_PREFIX + randomBytes(32).toString('base64url');
    return auditedTransaction(this.orm, async (tx) => {
      const active = await tx.count(ApiTokenSchema, { account: actor.id, revokedAt: null });
      if (active >= MAX_TOKENS_PER_ACCOUNT)
        throw new AppError('CONFLICT', `At most ${MAX_TOKENS_PER_ACCOUNT} API tokens; revoke one first`);
      const row = tx.create(ApiTokenSchema, {
        account: actor.id,
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
      return { token, apiToken: view(row) };
    });
  }

  async list(actor: Actor): Promise<ApiTokenView[]> {
    const rows = await sqlEm(this.orm).find(ApiTokenSchema, { account: actor.id }, { orderBy: { createdAt: 'desc' } });
    return rows.map(view);
  }

  /** Revokes one of the actor's own tokens; anyone else's is 404. */
  async revoke(actor: Actor, id: string, now = new Date()): Promise<ApiTokenView> {
    if (actor.readOnly) throw new AppError('FORBIDDEN', 'API tokens can only read reports');
    return auditedTransaction(this.orm, async (tx) => {
      const row = /^[0-9a-f-]{36}$/i.test(id) ? await tx.findOne(ApiTokenSchema, { id, account: actor.id }) : null;
      if (!row) throw new AppError('NOT_FOUND', 'API token not found');
      if (!row.revokedAt) {
        row.revokedAt = now;
        await tx.flush();
        await appendAudit(tx, {
          actorId: actor.id,
          action: 'api-token.revoke',
          subjectType: 'api_token',
          subjectId: row.id,
          data: {},
        });
      }
      return view(row);
    });
  }

  /** The read-only actor of a valid token: unrevoked, unexpired, its account not blocked. */
  async authenticate(token: string, now = new Date()): Promise<Actor | null> {
    const em = this.orm.em.getConnection();
    const rows = (await em.execute(
      `select a.id, a.username, a.role, a.card_set_id, a.owner_group_id, t.id as token_id
         from api_token t join account a on a.id = t.account_id
        where t.token_hash = ? and t.revoked_at is null and (t.expires_at is null or t.expires_at > ?) and not a.blocked`,
      [hashApiToken(token), now],
    )) as (TokenActorRow & { token_id: string })[];
    const row = rows[0];
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

function view(row: ApiToken): ApiTokenView {
  return {
    id: row.id,
    name: row.name,
    createdAt: row.createdAt,
    expiresAt: row.expiresAt ?? null,
    revokedAt: row.revokedAt ?? null,
  };
}
