import { ANOMALY_KINDS, type AnomalyKind } from '@bingo/core';
import type { Actor } from '../../shared/auth/actor';
import type { Orm } from '../../shared/db/orm';
import { sqlEm } from '../../shared/db/sql';
import { refuse } from '../../shared/errors/app-error';
import { findHostInScope } from '../account';
import { parseRange } from '../stats';
import { ANOMALY_DEFAULT_DAYS } from './anomaly-report';
import { anomalyHosts, managersOnly, thresholdsOf } from './anomaly-scope';
import {
  evidenceGames,
  evidencePayouts,
  evidenceRepairings,
  evidenceReprints,
  evidenceShifts,
  GAME_CONDITIONS,
  type EvidenceEvent,
  type EvidenceGame,
  type EvidenceShift,
} from './anomaly.sql';

/** At most this many rows behind one flag (the newest). */
const EVIDENCE_LIMIT = 100;

export interface EvidenceView {
  hostId: string;
  kind: AnomalyKind;
  startDate: string;
  endDate: string;
  games: {
    gameId: string;
    publicCode: string;
    createdAt: Date;
    endReason: string | null;
    calls: number | null;
    winningCard: number | null;
    missedClaims: number;
    totalStakesSantim: number;
    payoutSantim: number;
  }[];
  shifts: {
    shiftId: string;
    openedAt: Date;
    closedAt: Date;
    expectedSantim: number;
    countedSantim: number;
    toleranceSantim: number;
  }[];
  events: { label: string; at: Date }[];
}

const gameView = (g: EvidenceGame) => ({
  gameId: g.game_id,
  publicCode: g.public_code,
  createdAt: new Date(g.created_at),
  endReason: g.end_reason,
  calls: g.calls === null ? null : Number(g.calls),
  winningCard: g.winning_card,
  missedClaims: Number(g.missed),
  totalStakesSantim: Number(g.total_stakes),
  payoutSantim: Number(g.payout_to_winner),
});

const shiftView = (s: EvidenceShift) => ({
  shiftId: s.shift_id,
  openedAt: new Date(s.opened_at),
  closedAt: new Date(s.closed_at),
  expectedSantim: Number(s.expected_santim),
  countedSantim: Number(s.counted_santim),
  toleranceSantim: Number(s.tolerance_santim),
});

/**
 * The games, shifts or events behind one flag of one host over the range (newest first): the
 * abandoned games, the games with missed claims, the card's winning games, the short games, the
 * shifts closed beyond tolerance, the flagged payouts, the re-prints, the re-pairings. A host
 * outside the actor's scope is NOT_FOUND (another group's owner learns nothing).
 */
export async function anomalyEvidence(
  orm: Orm,
  actor: Actor,
  params: {
    hostId: string;
    kind: string;
    startDate?: string | null;
    endDate?: string | null;
    cardNumber?: number | null;
  },
): Promise<EvidenceView> {
  managersOnly(actor);
  if (!(ANOMALY_KINDS as readonly string[]).includes(params.kind))
    throw refuse('ANOMALY_KIND_UNKNOWN', { kinds: ANOMALY_KINDS.join(', ') });
  const kind = params.kind as AnomalyKind;
  const range = parseRange(params, ANOMALY_DEFAULT_DAYS)!;
  const em = sqlEm(orm);
  const host = await findHostInScope(em, actor, params.hostId);
  const view: EvidenceView = {
    hostId: host.id,
    kind,
    startDate: range.start,
    endDate: range.end,
    games: [],
    shifts: [],
    events: [],
  };
  const games = async (condition: Parameters<typeof evidenceGames>[3]) =>
    (await evidenceGames(em, host.id, range, condition, EVIDENCE_LIMIT)).map(gameView);
  const events = (rows: EvidenceEvent[]) => rows.map((e) => ({ label: e.label, at: new Date(e.at) }));
  switch (kind) {
    case 'ABANDONED_GAMES':
      return { ...view, games: await games(GAME_CONDITIONS.abandoned) };
    case 'MISSED_CLAIMS':
      return { ...view, games: await games(GAME_CONDITIONS.missed) };
    case 'LUCKY_CARD': {
      const card = params.cardNumber;
      if (card == null || !Number.isInteger(card) || card < 1 || card > 100)
        throw refuse('CARD_NUMBER_INVALID', { field: 'cardNumber' });
      return { ...view, games: await games(GAME_CONDITIONS.wonBy(card)) };
    }
    case 'SHORT_GAMES': {
      const [scoped] = (await anomalyHosts(em, actor, null)).filter((h) => h.id === host.id);
      const thresholds = (await thresholdsOf(em, [scoped?.groupId ?? null]))(scoped?.groupId ?? null);
      return { ...view, games: await games(GAME_CONDITIONS.short(thresholds.shortGameRatio)) };
    }
    case 'FLAGGED_PAYOUTS':
      return { ...view, games: (await evidencePayouts(em, host.id, range, EVIDENCE_LIMIT)).map(gameView) };
    case 'SHIFT_DIFFERENCES':
      return { ...view, shifts: (await evidenceShifts(em, host.id, range, EVIDENCE_LIMIT)).map(shiftView) };
    case 'REPRINTS':
      return { ...view, events: events(await evidenceReprints(em, host.id, range, EVIDENCE_LIMIT)) };
    case 'REPAIRINGS':
      return { ...view, events: events(await evidenceRepairings(em, host.id, range, EVIDENCE_LIMIT)) };
  }
}
