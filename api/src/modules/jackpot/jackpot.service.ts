import {
  DEFAULT_JACKPOT_ACCRUAL_BP,
  DEFAULT_JACKPOT_CALL_LIMIT,
  jackpotSettingsRefusal,
  parseShare,
} from '@bingo/core';
import { sqlEm } from '../../shared/db/sql';
import type { Orm } from '../../shared/db/orm';
import { auditedTransaction } from '../../shared/db/transaction';
import { AppError, refuse, refused } from '../../shared/errors/app-error';
import { appendAudit } from '../audit';
import type { Actor } from '../../shared/auth/actor';
import { findHostInScope, hostFilterFor } from '../account';
import { AccountSchema } from '../account';
import { linkedJackpotOfHost } from './linked-jackpot-of-host';
import { lockJackpotPool, readPool, updatePoolSettings, winsOf } from './jackpot.sql';

export interface JackpotRecord {
  id: string;
  createdAt: Date;
  hostId: string;
  hostUsername: string;
  gameId: string;
  amount: number;
  winnerCard: number;
  completedAtCall: number;
}

export interface JackpotPoolView {
  hostId: string;
  amount: number;
  accrualShare: number;
  callLimit: number;
  enabled: boolean;
  /** The linked pool the hall is in (docs/games-and-money.md#linked-jackpot): its amount and rules are shown instead. */
  linkedPoolName: string | null;
}

/** Jackpot pools and history, scoped like everything else (hosts own, owners group, super all). */
export class JackpotService {
  constructor(private readonly orm: Orm) {}

  async history(actor: Actor, hostId?: string | null): Promise<JackpotRecord[]> {
    const em = sqlEm(this.orm);
    const hostIds = hostId
      ? [(await findHostInScope(em, actor, hostId)).id]
      : (await em.find(AccountSchema, await hostFilterFor(em, actor), { fields: ['id'] })).map((a) => a.id);
    if (hostIds.length === 0) return [];
    const rows = await winsOf(em, hostIds);
    return rows.map((r) => ({
      id: String(r.id),
      createdAt: new Date(r.created_at),
      hostId: r.host_id,
      hostUsername: r.username,
      gameId: r.game_id,
      amount: Number(r.amount),
      winnerCard: Number(r.winner_card),
      completedAtCall: Number(r.completed_at_call),
    }));
  }

  async pool(actor: Actor, hostId?: string | null): Promise<JackpotPoolView> {
    const em = sqlEm(this.orm);
    const id = hostId ? (await findHostInScope(em, actor, hostId)).id : actor.role === 'HOST' ? actor.id : null;
    if (!id) throw refuse('FIELD_REQUIRED', { field: 'hostId' });
    const [row, linked] = await Promise.all([readPool(em, id), linkedJackpotOfHost(em, id)]);
    if (linked) {
      return {
        hostId: id,
        amount: linked.amount,
        accrualShare: linked.accrualShare,
        callLimit: linked.callLimit,
        enabled: true,
        linkedPoolName: linked.name,
      };
    }
    return {
      hostId: id,
      amount: row ? Number(row.amount) : 0,
      accrualShare: (row ? Number(row.accrual_bp) : DEFAULT_JACKPOT_ACCRUAL_BP) / 10_000,
      callLimit: row ? Number(row.call_limit) : DEFAULT_JACKPOT_CALL_LIMIT,
      enabled: row ? Boolean(row.enabled) : false,
      linkedPoolName: null,
    };
  }

  /**
   * Owners (in scope) and the super admin set a host's accrual share (fraction 0-1), call limit
   * (1-75) and on/off; `enabled` omitted turns the jackpot on (setting a share means using it).
   * From the next game start on, accrual and award follow these settings.
   */
  async configure(
    actor: Actor,
    input: { hostId: string; accrualShare: number; callLimit: number; enabled?: boolean | null },
  ): Promise<JackpotPoolView> {
    if (actor.role === 'HOST') throw new AppError('FORBIDDEN', 'You are not allowed to do this');
    const problem = jackpotSettingsRefusal(input);
    if (problem) throw refused(problem);
    const accrualBp = parseShare(input.accrualShare, 'accrualShare');
    const enabled = input.enabled ?? true;
    await auditedTransaction(this.orm, async (tx) => {
      const host = await findHostInScope(tx, actor, input.hostId);
      await lockJackpotPool(tx, host.id);
      await updatePoolSettings(tx, host.id, { accrualBp, callLimit: input.callLimit, enabled });
      await appendAudit(tx, {
        actorId: actor.id,
        action: 'jackpot.configure',
        subjectType: 'account',
        subjectId: host.id,
        data: { accrualBp, callLimit: input.callLimit, enabled },
      });
    });
    return this.pool(actor, input.hostId);
  }
}
