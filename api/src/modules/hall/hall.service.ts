import { hallSettingsRefusal } from '@bingo/core';
import type { Orm } from '../../shared/db/orm';
import { sqlEm } from '../../shared/db/sql';
import { auditedTransaction, type Tx } from '../../shared/db/transaction';
import { AppError, refuse, refused } from '../../shared/errors/app-error';
import type { Actor } from '../../shared/auth/actor';
import { findHostInScope } from '../account';
import { appendAudit } from '../audit';
import { hallNames, readHallSettings, upsertHallSettings, type HallSettingsRow } from './hall.sql';

export interface HallSettingsView {
  hostId: string;
  username: string;
  /** As set; null when not set. */
  displayName: string | null;
  /** What screens show: the display name, or the username when none is set. */
  hallName: string;
  supportPhones: string[];
  defaultLanguage: string | null;
  defaultVoice: string | null;
  /** The caller is told "card 47 has Any row" as it happens (docs/fairness.md#missed-claims); on by default. */
  missedClaimNotices: boolean;
}

export interface HallSettingsChange {
  hostId: string;
  displayName?: string | null;
  supportPhones?: string[] | null;
  defaultLanguage?: string | null;
  defaultVoice?: string | null;
  missedClaimNotices?: boolean | null;
}

function viewOf(host: { id: string; username: string }, row: HallSettingsRow | undefined): HallSettingsView {
  const phones = row?.support_phones;
  const displayName = row?.display_name ?? null;
  return {
    hostId: host.id,
    username: host.username,
    displayName,
    hallName: displayName ?? host.username,
    supportPhones: typeof phones === 'string' ? (JSON.parse(phones) as string[]) : (phones ?? []),
    defaultLanguage: row?.default_language ?? null,
    defaultVoice: row?.default_voice ?? null,
    missedClaimNotices: row?.missed_claim_notices ?? true,
  };
}

/**
 * The name a hall goes by on public screens (room display, verification page): its display name,
 * or its username when none is set. Unscoped: callers pass a host id they already hold.
 */
export async function hallDisplayName(em: Tx, hostId: string): Promise<string> {
  const row = await hallNames(em, hostId);
  if (!row) throw new AppError('NOT_FOUND', 'Host not found');
  return row.display_name ?? row.username;
}

const blankToNull = (v: string | null | undefined) => (v == null || v.trim() === '' ? null : v.trim());

/** Hall settings: a host reads its own; its owner (own group) and the super admin read and write them. */
export class HallService {
  constructor(private readonly orm: Orm) {}

  /** The hall name of a host, for public screens (see hallDisplayName). */
  displayName(hostId: string): Promise<string> {
    return hallDisplayName(sqlEm(this.orm), hostId);
  }

  async get(actor: Actor, hostId?: string | null): Promise<HallSettingsView> {
    const em = sqlEm(this.orm);
    if (!hostId && actor.role !== 'HOST') throw refuse('FIELD_REQUIRED', { field: 'hostId' });
    const host = await findHostInScope(em, actor, hostId ?? actor.id);
    return viewOf(host, await readHallSettings(em, host.id));
  }

  /** Replaces the fields given (omitted ones stay); blank texts clear them. Validated by core's rules. */
  async update(actor: Actor, change: HallSettingsChange): Promise<HallSettingsView> {
    if (actor.role === 'HOST') throw new AppError('FORBIDDEN', 'You are not allowed to do this');
    return auditedTransaction(this.orm, async (tx) => {
      const host = await findHostInScope(tx, actor, change.hostId);
      const current = viewOf(host, await readHallSettings(tx, host.id));
      const next = {
        displayName: change.displayName === undefined ? current.displayName : blankToNull(change.displayName),
        supportPhones:
          change.supportPhones === undefined
            ? current.supportPhones
            : (change.supportPhones ?? []).map((p) => p.trim()).filter((p) => p !== ''),
        defaultLanguage:
          change.defaultLanguage === undefined ? current.defaultLanguage : blankToNull(change.defaultLanguage),
        defaultVoice: change.defaultVoice === undefined ? current.defaultVoice : blankToNull(change.defaultVoice),
        missedClaimNotices: change.missedClaimNotices ?? current.missedClaimNotices,
      };
      const problem = hallSettingsRefusal(next);
      if (problem) throw refused(problem);
      await upsertHallSettings(tx, host.id, next);
      await appendAudit(tx, {
        actorId: actor.id,
        action: 'hall.settings.update',
        subjectType: 'account',
        subjectId: host.id,
        data: next,
      });
      return viewOf(host, await readHallSettings(tx, host.id));
    });
  }
}
