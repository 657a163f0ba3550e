import { tillSettingsRefusal } from '@bingo/core';
import type { Actor } from '../../shared/auth/actor';
import type { Orm } from '../../shared/db/orm';
import { sqlEm } from '../../shared/db/sql';
import { auditedTransaction } from '../../shared/db/transaction';
import { AppError, refuse, refused } from '../../shared/errors/app-error';
import { isUuid } from '../../shared/validation/ids';
import { findHostInScope } from '../account';
import { accountChain, appendAudit } from '../audit';
import { hostIdsInScope } from './shift-scope';
import { flagView, type FlaggedPayoutView } from './shift.views';
import {
  acknowledgeFlag,
  readFlags,
  readMeters,
  readTillSettings,
  upsertTillSettings,
  type TillSettingsRow,
} from './shift.sql';

interface TillSettingsView {
  hostId: string;
  shiftsRequired: boolean;
  toleranceSantim: number;
  /** A payout above this is flagged for the owner's review; null: none is. */
  payoutReviewSantim: number | null;
}

interface MeterView {
  hostId: string;
  username: string;
  cashInSantim: number;
  cashOutSantim: number;
  games: number;
  freeSantim: number;
  bonusSantim: number;
}

const settingsView = (hostId: string, row: TillSettingsRow | undefined): TillSettingsView => ({
  hostId,
  shiftsRequired: row?.shifts_required ?? false,
  toleranceSantim: Number(row?.tolerance_santim ?? 0),
  payoutReviewSantim: row?.payout_review_santim == null ? null : Number(row.payout_review_santim),
});

const ownerOnly = (actor: Actor) => {
  if (actor.role === 'HOST') throw new AppError('FORBIDDEN', 'You are not allowed to do this');
};

/**
 * The till's hall settings, meters and flagged payouts (docs/games-and-money.md#the-till): a host
 * reads its own; its owner (own group) and the super admin read them, set the settings and
 * acknowledge flagged payouts.
 */
export class TillService {
  constructor(private readonly orm: Orm) {}

  async settings(actor: Actor, hostId?: string | null): Promise<TillSettingsView> {
    const em = sqlEm(this.orm);
    if (!hostId && actor.role !== 'HOST') throw refuse('FIELD_REQUIRED', { field: 'hostId' });
    const host = await findHostInScope(em, actor, hostId ?? actor.id);
    return settingsView(host.id, await readTillSettings(em, host.id));
  }

  async updateSettings(
    actor: Actor,
    change: {
      hostId: string;
      shiftsRequired?: boolean | null;
      toleranceSantim?: number | null;
      payoutReviewSantim?: number | null;
    },
  ): Promise<TillSettingsView> {
    ownerOnly(actor);
    return auditedTransaction(this.orm, async (tx) => {
      const host = await findHostInScope(tx, actor, change.hostId);
      const current = settingsView(host.id, await readTillSettings(tx, host.id));
      const next = {
        shiftsRequired: change.shiftsRequired ?? current.shiftsRequired,
        toleranceSantim: change.toleranceSantim ?? current.toleranceSantim,
        payoutReviewSantim:
          change.payoutReviewSantim === undefined ? current.payoutReviewSantim : change.payoutReviewSantim,
      };
      const problem = tillSettingsRefusal(next);
      if (problem) throw refused(problem);
      await upsertTillSettings(tx, host.id, next);
      await appendAudit(tx, {
        actorId: actor.id,
        action: 'till.settings.update',
        subjectType: 'account',
        subjectId: host.id,
        data: next,
      });
      return { hostId: host.id, ...next };
    });
  }

  async meters(actor: Actor, hostId?: string | null): Promise<MeterView[]> {
    const em = sqlEm(this.orm);
    const rows = await readMeters(em, await hostIdsInScope(em, actor, hostId));
    return rows.map((m) => ({
      hostId: m.host_id,
      username: m.username,
      cashInSantim: Number(m.cash_in_santim),
      cashOutSantim: Number(m.cash_out_santim),
      games: Number(m.games),
      freeSantim: Number(m.free_santim),
      bonusSantim: Number(m.bonus_santim),
    }));
  }

  async flaggedPayouts(actor: Actor, hostId?: string | null, open = true): Promise<FlaggedPayoutView[]> {
    const em = sqlEm(this.orm);
    return (await readFlags(em, await hostIdsInScope(em, actor, hostId), open)).map(flagView);
  }

  /** The owner (own group) or the super admin acknowledges a flagged payout with a note; once. */
  async acknowledge(actor: Actor, gameId: string, note: string): Promise<FlaggedPayoutView> {
    ownerOnly(actor);
    if (!isUuid(gameId)) throw new AppError('NOT_FOUND', 'Flagged payout not found');
    const text = note.trim();
    if (text === '' || text.length > 500) throw refuse('ACKNOWLEDGEMENT_NOTE');
    return auditedTransaction(this.orm, async (tx) => {
      const [flag] = await readFlags(tx, await hostIdsInScope(tx, actor), false, gameId);
      if (!flag) throw new AppError('NOT_FOUND', 'Flagged payout not found');
      if (flag.acknowledged_at !== null) throw refuse('PAYOUT_ACKNOWLEDGED');
      await acknowledgeFlag(tx, gameId, actor.id, text);
      await appendAudit(tx, {
        actorId: actor.id,
        action: 'till.payout.acknowledge',
        subjectType: 'game',
        subjectId: gameId,
        chain: accountChain(flag.host_id),
        data: { amountSantim: Number(flag.amount_santim), note: text },
      });
      return flagView({ ...flag, acknowledged_at: new Date(), note: text });
    });
  }
}
