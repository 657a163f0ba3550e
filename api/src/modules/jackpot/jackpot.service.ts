import {
  DEFAULT_JACKPOT_ACCRUAL_BP,
  DEFAULT_JACKPOT_CALL_LIMIT,
  jackpotSettingsProblem,
  parseShare,
} from '@bingo/core';
import { oneRow, readTogether, type JsonRead } from '../../shared/db/batch';
import { sqlEm } from '../../shared/db/sql';
import type { Orm } from '../../shared/db/orm';
import { auditedTransaction, type Tx } from '../../shared/db/transaction';
import { AppError } from '../../shared/errors/app-error';
import { appendAudit } from '../audit';
import type { Actor } from '../../shared/auth/actor';
import { findHostInScope, hostFilterFor } from '../account';
import { AccountSchema } from '../account';

export interface PoolState {
  amount: number;
  accrualBp: number;
  callLimit: number;
  enabled: boolean;
}

/**
 * The host's pool row, created with the core's defaults when missing, locked for this transaction.
 * One statement when it exists. A game start reads it with its other reads instead (jackpotPoolRead,
 * docs/audit.md#game-start-cost) and comes here only for a host's first game.
 */
export async function lockJackpotPool(tx: Tx, hostId: string): Promise<PoolState> {
  let { pool } = await readTogether(tx, { pool: jackpotPoolRead(hostId) });
  if (!pool) {
    await tx.execute(
      'insert into jackpot_pool (host_id, amount, accrual_bp, call_limit, updated_at) values (?, 0, ?, ?, now()) on conflict (host_id) do nothing',
      [hostId, DEFAULT_JACKPOT_ACCRUAL_BP, DEFAULT_JACKPOT_CALL_LIMIT],
    );
    ({ pool } = await readTogether(tx, { pool: jackpotPoolRead(hostId) }));
  }
  return pool!;
}

/** The host's pool, locked FOR UPDATE (null when it has none yet), as a read that can share a statement. */
export function jackpotPoolRead(hostId: string): JsonRead<PoolState | null> {
  return oneRow<
    { amount: string | number; accrual_bp: number; call_limit: number; enabled: boolean },
    PoolState | null
  >(
    'select amount, accrual_bp, call_limit, enabled from jackpot_pool where host_id = ? for update',
    [hostId],
    (row) =>
      row && {
        amount: Number(row.amount),
        accrualBp: Number(row.accrual_bp),
        callLimit: Number(row.call_limit),
        enabled: Boolean(row.enabled),
      },
  );
}

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
    const rows = await em.execute<
      {
        id: string;
        created_at: string | Date;
        host_id: string;
        username: string;
        game_id: string;
        amount: string;
        winner_card: number;
        completed_at_call: number;
      }[]
    >(
      `select w.id, w.created_at, w.host_id, a.username, w.game_id, w.amount, w.winner_card, w.completed_at_call
         from jackpot_win w join account a on a.id = w.host_id
        where w.host_id in (${hostIds.map(() => '?').join(', ')}) order by w.created_at desc, w.id desc limit 500`,
      hostIds,
    );
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
    if (!id) throw new AppError('BAD_INPUT', 'hostId is required');
    const [row] = await em.execute<{ amount: string; accrual_bp: number; call_limit: number; enabled: boolean }[]>(
      'select amount, accrual_bp, call_limit, enabled from jackpot_pool where host_id = ?',
      [id],
    );
    return {
      hostId: id,
      amount: row ? Number(row.amount) : 0,
      accrualShare: (row ? Number(row.accrual_bp) : DEFAULT_JACKPOT_ACCRUAL_BP) / 10_000,
      callLimit: row ? Number(row.call_limit) : DEFAULT_JACKPOT_CALL_LIMIT,
      enabled: row ? Boolean(row.enabled) : false,
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
    const problem = jackpotSettingsProblem(input);
    if (problem) throw new AppError('BAD_INPUT', problem);
    const accrualBp = parseShare(input.accrualShare, 'accrualShare');
    const enabled = input.enabled ?? true;
    await auditedTransaction(this.orm, async (tx) => {
      const host = await findHostInScope(tx, actor, input.hostId);
      await lockJackpotPool(tx, host.id);
      await tx.execute(
        'update jackpot_pool set accrual_bp = ?, call_limit = ?, enabled = ?, updated_at = now() where host_id = ?',
        [accrualBp, input.callLimit, enabled, host.id],
      );
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
