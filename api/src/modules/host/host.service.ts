import { basisPointsToFraction, hiddenUsernameRule, parseCommissionRate, reservedUsernameRefusal } from '@bingo/core';
import { actorChanged } from '../../shared/auth/actor-changes';
import type { Orm } from '../../shared/db/orm';
import { AppError, refuse, refused } from '../../shared/errors/app-error';
import { auditedTransaction } from '../../shared/db/transaction';
import { AccountSchema, type Account } from '../account';
import { insertAccount, setAccountBlocked } from '../account';
import { escapeLike, findHostInScope, groupOf, HIDDEN_HOST, hostFilterFor, ownsUsername } from '../account';
import { appendAudit } from '../audit';
import type { Actor } from '../../shared/auth/actor';
import { requireStepUp } from '../auth';
import { hashPassword } from '../../shared/auth/password';
import { moveMoney, transfer } from '../account';
import { idempotentTransaction, type ResultCodec } from '../idempotency';
import type { ChangePasswordInput, CommissionRateInput, RegisterHostCommand } from './host.inputs';
import type { HiddenHostRecord, HostRecord } from './host.types';
import { sqlEm } from '../../shared/db/sql';

/** Only one card set's hosts (the legacy bases, docs/legacy-rest.md#bases); all when left out. */
export interface CardSetScope {
  cardSetId?: number;
}

export const INSUFFICIENT_FUNDS = 'Insufficient funds';

/** Host accounts as owners and the super admin manage them. Every query is scoped by the actor. */
export class HostService {
  constructor(private readonly orm: Orm) {}

  /** The hosts in the actor's scope; the stats module's host list adds their figures. */
  async list(actor: Actor, options: CardSetScope = {}): Promise<HostRecord[]> {
    const em = this.orm.em.fork();
    const scope = await hostFilterFor(em as never, actor);
    const where = options.cardSetId ? { $and: [scope, { cardSet: options.cardSetId }] } : scope;
    const hosts = await em.find(AccountSchema, where, {
      orderBy: { username: 'asc' },
    });
    return hosts.map(toHostRecord);
  }

  /**
   * Super admin: the hosts the hiding rules keep out of every table and total
   * (docs/roles-and-accounts.md#hidden-accounts), with the rule each falls under, narrowed by a
   * case-insensitive part of the username. Each can then be blocked, topped up or given a
   * commission rate through the usual operations (findHostInScope lets the super admin reach them).
   */
  async listHidden(actor: Actor, filter?: string | null): Promise<HiddenHostRecord[]> {
    if (actor.role !== 'SUPER_ADMIN') throw new AppError('FORBIDDEN', 'You are not allowed to do this');
    const text = (filter ?? '').trim().slice(0, 64);
    const where = text ? { $and: [HIDDEN_HOST, { username: { $ilike: `%${escapeLike(text)}%` } }] } : HIDDEN_HOST;
    const hosts = await sqlEm(this.orm).find(AccountSchema, where, { orderBy: { username: 'asc' }, limit: 200 });
    return hosts.map((h) => ({ ...toHostRecord(h), hiddenBy: hiddenUsernameRule(h.username) ?? '' }));
  }

  /**
   * Super admin: any visible username, any card set, opening wallet minted by the platform.
   * Owner: username inside the group's prefix, a card set of the group, opening wallet moved
   * from the group's super account (refused when it lacks the funds).
   */
  async register(actor: Actor, input: RegisterHostCommand, idempotencyKey?: string): Promise<HostRecord> {
    // A name the hiding rules would hide (it would play unseen) or a super account's name is refused.
    const reserved = reservedUsernameRefusal(input.username);
    if (reserved) throw refused(reserved);
    const initial = input.initialWalletSantim ?? 0;
    if (initial > 0) requireStepUp(actor);
    const passwordHash = await hashPassword(input.password);
    // The password stays out of the stored fingerprint (it is an unsalted hash).
    const once = {
      actorId: actor.id,
      key: idempotencyKey,
      operation: 'host.register',
      request: { ...input, password: undefined },
    };
    return idempotentTransaction(
      this.orm,
      once,
      async (tx) => {
        let cardSetId = input.cardSet ?? 1;
        let funder: Account | null = null;
        if (actor.role === 'OWNER') {
          const group = await groupOf(tx, actor);
          if (!ownsUsername(group, input.username)) {
            throw refuse('USERNAME_PREFIX_REQUIRED', { prefixes: group.prefixes.map((p) => `"${p}"`).join(' or ') });
          }
          cardSetId = input.cardSet ?? group.cardSetIds[0] ?? 1;
          if (!group.cardSetIds.includes(cardSetId)) throw refuse('CARD_SET_NOT_IN_GROUP', { cardSet: cardSetId });
          funder = group.superAccount ?? null;
          if (initial > 0 && !funder) throw refuse('NO_SUPER_ACCOUNT');
        }
        const host = await insertAccount(tx, {
          username: input.username,
          passwordHash,
          role: 'HOST',
          cardSetId,
          actorId: actor.id,
        });
        if (initial > 0) {
          const moved = funder
            ? (
                await transfer(tx, {
                  fromId: funder.id,
                  toId: host.id,
                  amount: initial,
                  actorId: actor.id,
                  note: 'Opening balance',
                  insufficientMessage: INSUFFICIENT_FUNDS,
                })
              ).to
            : await moveMoney(tx, {
                accountId: host.id,
                kind: 'TOP_UP',
                amount: initial,
                actorId: actor.id,
                note: 'Opening balance',
              });
          host.walletBalance = moved.balanceAfter;
        }
        return toHostRecord(host);
      },
      REGISTERED_HOST,
    );
  }

  /** Blocking bumps the token version: the host's tokens stop working at once. */
  async setBlocked(actor: Actor, hostId: string, blocked: boolean): Promise<HostRecord> {
    return auditedTransaction(this.orm, async (tx) => {
      const host = await findHostInScope(tx, actor, hostId);
      await setAccountBlocked(tx, actor.id, host, blocked);
      return toHostRecord(host);
    });
  }

  /** Super admin, stepped up. Revokes the account's tokens. */
  async changePassword(actor: Actor, input: ChangePasswordInput): Promise<void> {
    requireStepUp(actor);
    const passwordHash = await hashPassword(input.newPassword);
    await auditedTransaction(this.orm, async (tx) => {
      const account = await tx.findOne(AccountSchema, { id: input.adminId });
      if (!account) throw new AppError('NOT_FOUND', 'Account not found');
      account.passwordHash = passwordHash;
      account.tokenVersion += 1;
      await tx.flush();
      actorChanged(tx, account.id);
      await appendAudit(tx, {
        actorId: actor.id,
        action: 'account.password',
        subjectType: 'account',
        subjectId: account.id,
        data: {},
      });
    });
  }

  /** Super admin for any host; an owner only where the group allows it. */
  async setCommissionRate(actor: Actor, input: CommissionRateInput): Promise<HostRecord> {
    const rateBp = parseCommissionRate(input.commissionRate);
    return auditedTransaction(this.orm, async (tx) => {
      if (actor.role === 'OWNER' && !(await groupOf(tx, actor)).canEditCommission) {
        throw new AppError('FORBIDDEN', 'Your group may not change commission rates');
      }
      const host = await findHostInScope(tx, actor, input.hostId);
      const before = host.commissionRateBp;
      host.commissionRateBp = rateBp;
      await tx.flush();
      await appendAudit(tx, {
        actorId: actor.id,
        action: 'account.commission',
        subjectType: 'account',
        subjectId: host.id,
        data: { before, after: rateBp },
      });
      return toHostRecord(host);
    });
  }
}

/** A retried registration answers the host the first request created. */
const REGISTERED_HOST: ResultCodec<HostRecord> = {
  store: (host) => ({ hostId: host.id }),
  load: async (tx, stored) =>
    toHostRecord(await tx.findOneOrFail(AccountSchema, { id: (stored as { hostId: string }).hostId })),
};

export function toHostRecord(host: Account): HostRecord {
  const cardSet = host.cardSet ? host.cardSet.id : null;
  return {
    id: host.id,
    username: host.username,
    walletBalance: host.walletBalance,
    isBlocked: host.blocked,
    commissionRate: basisPointsToFraction(host.commissionRateBp),
    cardSet,
    api: cardSet === null ? null : `v${cardSet}`,
    lastLoginAt: host.lastLoginAt ?? null,
    createdAt: host.createdAt,
  };
}
