import { DEFAULT_BONUS_LIMITS, validateBonusLimits, type BonusLimits } from '@bingo/core';
import type { Orm } from '../../shared/db/orm';
import { sqlEm } from '../../shared/db/sql';
import { auditedTransaction, type Tx } from '../../shared/db/transaction';
import { AppError } from '../../shared/errors/app-error';
import type { Actor } from '../../shared/auth/actor';
import { isUuid } from '../../shared/validation/ids';
import { AccountSchema, OwnerGroupSchema } from '../account';
import { appendAudit } from '../audit';
import { requireStepUp } from '../auth';
import { BonusLimitSchema } from './bonus-limit.entity';
import { limitsRowFor } from './bonus-limit.sql';
import type {
  BonusLimitRow,
  BonusLimitsOverview,
  EffectiveBonusLimits,
  SetBonusLimitsInput,
} from './bonus-limit.types';

/**
 * The limits that apply to a host's bonuses (docs/games-and-money.md#bonus-limits): its own row,
 * else its owner group's, else the platform default. Inside a transaction, use its `tx`.
 */
export async function bonusLimitsFor(em: Tx, hostId: string): Promise<BonusLimits & { source: string }> {
  const row = await limitsRowFor(em, hostId);
  if (!row) return { ...DEFAULT_BONUS_LIMITS, source: 'DEFAULT' };
  return {
    maxPerGameSantim: Number(row.max_per_game_santim),
    maxShareBp: row.max_share_bp,
    maxPerDaySantim: Number(row.max_per_day_santim),
    source: row.source,
  };
}

/** The super admin's bonus limits per owner group and per host. Writes need step-up and are audited. */
export class BonusLimitService {
  constructor(private readonly orm: Orm) {}

  async overview(actor: Actor): Promise<BonusLimitsOverview> {
    requireSuperAdmin(actor);
    const rows = await sqlEm(this.orm).find(
      BonusLimitSchema,
      {},
      { populate: ['ownerGroup', 'host'], orderBy: { id: 'asc' } },
    );
    const groups = await sqlEm(this.orm).find(
      OwnerGroupSchema,
      {},
      { orderBy: { name: 'asc' }, fields: ['id', 'name'] },
    );
    return {
      platformDefault: { ...DEFAULT_BONUS_LIMITS },
      groups: groups.map((g) => ({ id: String(g.id), name: g.name })),
      limits: rows.map((r): BonusLimitRow => ({
        id: String(r.id),
        scope: r.host ? 'HOST' : 'GROUP',
        targetId: r.host ? r.host.id : String(r.ownerGroup!.id),
        targetName: r.host ? r.host.username : r.ownerGroup!.name,
        maxPerGameSantim: r.maxPerGameSantim,
        maxShareBp: r.maxShareBp,
        maxPerDaySantim: r.maxPerDaySantim,
        updatedAt: r.updatedAt,
      })),
    };
  }

  /** The limits a host's bonuses get: the super admin any host's, a host its own. */
  async effective(actor: Actor, hostId?: string | null): Promise<EffectiveBonusLimits> {
    const id = hostId ?? actor.id;
    if (actor.role !== 'SUPER_ADMIN' && id !== actor.id) throw new AppError('NOT_FOUND', 'Host not found');
    if (!isUuid(id)) throw new AppError('NOT_FOUND', 'Host not found');
    return bonusLimitsFor(sqlEm(this.orm), id);
  }

  /** Sets (replaces) the limits of one group or host. */
  async set(actor: Actor, input: SetBonusLimitsInput): Promise<BonusLimitRow> {
    requireSuperAdmin(actor);
    requireStepUp(actor);
    const limits = validateBonusLimits(input);
    return auditedTransaction(this.orm, async (tx) => {
      const target = await findTarget(tx, input.scope, input.targetId);
      const where = input.scope === 'HOST' ? { host: target.id as string } : { ownerGroup: target.id as number };
      let row = await tx.findOne(BonusLimitSchema, where);
      const before = row
        ? { maxPerGameSantim: row.maxPerGameSantim, maxShareBp: row.maxShareBp, maxPerDaySantim: row.maxPerDaySantim }
        : null;
      const now = new Date();
      if (row) tx.assign(row, { ...limits, updatedAt: now });
      else
        row = tx.create(BonusLimitSchema, {
          ...limits,
          host: input.scope === 'HOST' ? (target.id as string) : null,
          ownerGroup: input.scope === 'GROUP' ? (target.id as number) : null,
          updatedAt: now,
        });
      await tx.flush();
      await appendAudit(tx, {
        actorId: actor.id,
        action: 'bonus-limit.set',
        subjectType: input.scope === 'HOST' ? 'account' : 'owner_group',
        subjectId: String(target.id),
        data: { before, after: limits },
      });
      return {
        id: String(row.id),
        scope: input.scope,
        targetId: String(target.id),
        targetName: target.name,
        ...limits,
        updatedAt: now,
      };
    });
  }

  /** Removes a group's or host's limits: the next level (group, then default) applies again. */
  async clear(actor: Actor, id: string): Promise<boolean> {
    requireSuperAdmin(actor);
    requireStepUp(actor);
    return auditedTransaction(this.orm, async (tx) => {
      const row = /^\d{1,9}$/.test(id) ? await tx.findOne(BonusLimitSchema, { id: Number(id) }) : null;
      if (!row) throw new AppError('NOT_FOUND', 'Bonus limit not found');
      tx.remove(row);
      await tx.flush();
      await appendAudit(tx, {
        actorId: actor.id,
        action: 'bonus-limit.clear',
        subjectType: 'bonus_limit',
        subjectId: id,
        data: {
          maxPerGameSantim: row.maxPerGameSantim,
          maxShareBp: row.maxShareBp,
          maxPerDaySantim: row.maxPerDaySantim,
        },
      });
      return true;
    });
  }
}

function requireSuperAdmin(actor: Actor): void {
  if (actor.role !== 'SUPER_ADMIN') throw new AppError('FORBIDDEN', 'You are not allowed to do this');
}

async function findTarget(tx: Tx, scope: string, targetId: string): Promise<{ id: string | number; name: string }> {
  if (scope === 'HOST') {
    const host = isUuid(targetId) ? await tx.findOne(AccountSchema, { id: targetId, role: 'HOST' }) : null;
    if (!host) throw new AppError('NOT_FOUND', 'Host not found');
    return { id: host.id, name: host.username };
  }
  const group = /^\d{1,9}$/.test(targetId) ? await tx.findOne(OwnerGroupSchema, { id: Number(targetId) }) : null;
  if (!group) throw new AppError('NOT_FOUND', 'Owner group not found');
  return { id: group.id, name: group.name };
}
