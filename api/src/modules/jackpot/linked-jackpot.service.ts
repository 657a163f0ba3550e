import { LINKED_JACKPOT_MESSAGES, linkedJackpotProblem, parseShare, type LinkedJackpotProblemCode } from '@bingo/core';
import type { Actor } from '../../shared/auth/actor';
import type { Orm } from '../../shared/db/orm';
import { sqlEm } from '../../shared/db/sql';
import { auditedTransaction, type Tx } from '../../shared/db/transaction';
import type { EventBus } from '../../shared/events/event-bus';
import { AppError } from '../../shared/errors/app-error';
import type { ErrorCode } from '../../shared/errors/error-codes';
import { isUuid } from '../../shared/validation/ids';
import { AccountSchema, groupOf, hostFilterFor, OwnerGroupSchema, ownsUsername } from '../account';
import { appendAudit } from '../audit';
import { hostTopic } from '../game';
import { linkedJackpotTopic } from './linked-jackpot-topic';
import {
  hallsOf,
  insertPool,
  linkHalls,
  lockHallLinks,
  poolById,
  poolsOf,
  resultsOf,
  unlinkHalls,
  updatePool,
  type LinkedPoolRow,
} from './linked-jackpot.sql';
import { linkedPoolViews, type LinkedJackpotView } from './linked-jackpot.views';

export interface LinkedJackpotDraft {
  name: string;
  accrualShare: number;
  callLimit: number;
  hostIds: string[];
}

const STATUS: Partial<Record<LinkedJackpotProblemCode, ErrorCode>> = {
  HALL_NOT_IN_GROUP: 'FORBIDDEN',
  HALL_IN_ANOTHER_POOL: 'CONFLICT',
  POOL_NOT_FOUND: 'NOT_FOUND',
};

/** A refusal with core's message and its code in `details.reason` (the web app words the code). */
const refuse = (reason: LinkedJackpotProblemCode) =>
  new AppError(STATUS[reason] ?? 'BAD_INPUT', LINKED_JACKPOT_MESSAGES[reason], { reason });

/** The share in basis points; a share finer than 0.01 % is refused like any bad share. */
function shareBp(share: number): number {
  try {
    return parseShare(share, 'accrualShare');
  } catch {
    throw refuse('SHARE');
  }
}

/**
 * Linked jackpots (docs/games-and-money.md#linked-jackpot): owners link halls of their own group
 * into one pool, the super admin any group's. Every change is one audited transaction; a refusal
 * changes nothing. Halls whose link changed and the pool's displays are told after the commit.
 */
export class LinkedJackpotService {
  constructor(
    private readonly orm: Orm,
    private readonly bus: EventBus,
  ) {}

  async list(actor: Actor): Promise<LinkedJackpotView[]> {
    const em = sqlEm(this.orm);
    const groups = await this.groupsInScope(em, actor);
    return this.views(em, await poolsOf(em, groups));
  }

  create(actor: Actor, draft: LinkedJackpotDraft): Promise<LinkedJackpotView> {
    return this.save(actor, draft, null);
  }

  update(actor: Actor, id: string, draft: LinkedJackpotDraft): Promise<LinkedJackpotView> {
    if (!isUuid(id)) throw refuse('POOL_NOT_FOUND');
    return this.save(actor, draft, id);
  }

  private async save(actor: Actor, draft: LinkedJackpotDraft, id: string | null): Promise<LinkedJackpotView> {
    if (actor.role === 'HOST') throw new AppError('FORBIDDEN', 'You are not allowed to do this');
    const problem = linkedJackpotProblem(draft, id === null);
    if (problem) throw refuse(problem);
    if (!draft.hostIds.every(isUuid)) throw refuse('HALL_NOT_IN_GROUP');
    const accrualBp = shareBp(draft.accrualShare);
    const settings = { name: draft.name.trim(), accrualBp, callLimit: draft.callLimit };
    const { poolId, touched } = await auditedTransaction(this.orm, async (tx) => {
      const existing = id === null ? null : await this.poolInScope(tx, actor, id);
      const groupId = await this.groupOfHalls(
        tx,
        actor,
        draft.hostIds,
        existing ? Number(existing.owner_group_id) : null,
      );
      const poolId = existing?.id ?? crypto.randomUUID();
      const links = await lockHallLinks(tx, draft.hostIds);
      if (links.some((l) => l.pool_id !== poolId)) throw refuse('HALL_IN_ANOTHER_POOL');
      if (existing) await updatePool(tx, { id: poolId, ...settings });
      else await insertPool(tx, { id: poolId, groupId, ...settings });
      const unlinked = existing ? await unlinkHalls(tx, poolId, draft.hostIds) : [];
      const already = new Set(links.map((l) => l.host_id));
      const fresh = draft.hostIds.filter((h) => !already.has(h));
      // Another pool took a hall since the lock above (its row did not exist to lock): refuse.
      if ((await linkHalls(tx, poolId, fresh)).length !== fresh.length) throw refuse('HALL_IN_ANOTHER_POOL');
      await appendAudit(tx, {
        actorId: actor.id,
        action: existing ? 'jackpot.linked.update' : 'jackpot.linked.create',
        subjectType: 'linked_jackpot',
        subjectId: poolId,
        data: { ...settings, groupId, linked: fresh, unlinked },
      });
      return { poolId, touched: [...fresh, ...unlinked] };
    });
    // Displays of halls linked or unlinked read their frame again; the pool's own displays too.
    await Promise.all(touched.map((h) => this.bus.publish({ topic: hostTopic(h), kind: 'DISPLAY' })));
    await this.bus.publish({ topic: linkedJackpotTopic(poolId), kind: 'JACKPOT' });
    const em = sqlEm(this.orm);
    const [view] = await this.views(em, [(await poolById(em, poolId))!]);
    return view!;
  }

  /** The groups whose pools the actor sees: the owner's own, every group for the super admin (null). */
  private async groupsInScope(em: Tx, actor: Actor): Promise<number[] | null> {
    if (actor.role === 'SUPER_ADMIN') return null;
    if (actor.role !== 'OWNER') throw new AppError('FORBIDDEN', 'You are not allowed to do this');
    return [(await groupOf(em, actor)).id];
  }

  private async poolInScope(tx: Tx, actor: Actor, id: string): Promise<LinkedPoolRow> {
    const groups = await this.groupsInScope(tx, actor);
    const pool = await poolById(tx, id, true);
    if (!pool || (groups !== null && !groups.includes(Number(pool.owner_group_id)))) throw refuse('POOL_NOT_FOUND');
    return pool;
  }

  /**
   * The one owner group of the halls: an owner's halls must be in its scope (its prefixes), any
   * other id is refused alike (nothing says whether it exists); the super admin's must share a group.
   */
  private async groupOfHalls(tx: Tx, actor: Actor, hostIds: string[], poolGroup: number | null): Promise<number> {
    if (actor.role === 'OWNER') {
      const group = await groupOf(tx, actor);
      const scope = await hostFilterFor(tx, actor);
      const found = await tx.count(AccountSchema, { $and: [{ id: { $in: hostIds } }, scope] });
      if (found !== hostIds.length) throw refuse('HALL_NOT_IN_GROUP');
      return group.id;
    }
    // A hall belongs to the group whose username prefixes it carries (docs/roles-and-accounts.md#owner-groups).
    const hosts = await tx.find(AccountSchema, { id: { $in: hostIds }, role: 'HOST' }, { fields: ['username'] });
    if (hosts.length !== hostIds.length) throw refuse('HALL_NOT_IN_GROUP');
    const all = await tx.find(OwnerGroupSchema, { archivedAt: null });
    const groups = new Set<number | null>(hosts.map((h) => all.find((g) => ownsUsername(g, h.username))?.id ?? null));
    if (poolGroup !== null) groups.add(poolGroup);
    if (groups.size > 1 || groups.has(null)) throw refuse('MIXED_GROUPS');
    if (poolGroup === null && groups.size === 0) throw refuse('TOO_FEW_HALLS');
    return poolGroup ?? [...groups][0]!;
  }

  private async views(em: Tx, pools: LinkedPoolRow[]): Promise<LinkedJackpotView[]> {
    const ids = pools.map((p) => p.id);
    const [halls, results] = await Promise.all([hallsOf(em, ids), resultsOf(em, ids)]);
    return linkedPoolViews(pools, halls, results);
  }
}
