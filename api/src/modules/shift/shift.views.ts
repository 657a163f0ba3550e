import type { DenominationCount } from '@bingo/core';
import type { FlagRow, ShiftRow } from './shift-read.sql';

const json = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);
const num = (v: string | number | null) => (v === null ? null : Number(v));

/** A payout above the hall's review threshold (santim), as both transports answer it. */
export interface FlaggedPayoutView {
  gameId: string;
  hostId: string;
  username: string;
  amountSantim: number;
  thresholdSantim: number;
  flaggedAt: Date;
  acknowledgedAt: Date | null;
  note: string | null;
}

export const flagView = (f: FlagRow): FlaggedPayoutView => ({
  gameId: f.game_id,
  hostId: f.host_id,
  username: f.username,
  amountSantim: Number(f.amount_santim),
  thresholdSantim: Number(f.threshold_santim),
  flaggedAt: new Date(f.flagged_at),
  acknowledgedAt: f.acknowledged_at === null ? null : new Date(f.acknowledged_at),
  note: f.note,
});

interface ShiftCorrectionView {
  amountSantim: number;
  note: string;
  actorId: string;
  createdAt: Date;
}

/** A shift as both transports answer it (santim; expected = float + cash in − cash out). */
export interface ShiftView {
  id: string;
  hostId: string;
  username: string;
  openedAt: Date;
  floatCounts: DenominationCount[];
  floatSantim: number;
  cashInSantim: number;
  cashOutSantim: number;
  games: number;
  freeSantim: number;
  bonusSantim: number;
  expectedSantim: number;
  closedAt: Date | null;
  countedCounts: DenominationCount[] | null;
  countedSantim: number | null;
  /** Counted − expected at the close, plus the corrections since. */
  differenceSantim: number | null;
  note: string | null;
  corrections: ShiftCorrectionView[];
  /** Payouts of the shift's games flagged for the owner's review, oldest first. */
  flaggedPayouts: FlaggedPayoutView[];
}

export function shiftView(row: ShiftRow): ShiftView {
  const floatSantim = Number(row.float_santim);
  const cashInSantim = Number(row.cash_in_santim);
  const cashOutSantim = Number(row.cash_out_santim);
  const corrections = json(row.corrections).map((c) => ({
    amountSantim: Number(c.amount_santim),
    note: c.note,
    actorId: c.actor_id,
    createdAt: new Date(c.created_at),
  }));
  const counted = num(row.counted_santim);
  const expected = num(row.expected_santim) ?? floatSantim + cashInSantim - cashOutSantim;
  const corrected = corrections.reduce((sum, c) => sum + c.amountSantim, 0);
  return {
    id: row.id,
    hostId: row.host_id,
    username: row.username,
    openedAt: new Date(row.opened_at),
    floatCounts: json(row.float_counts),
    floatSantim,
    cashInSantim,
    cashOutSantim,
    games: Number(row.games),
    freeSantim: Number(row.free_santim),
    bonusSantim: Number(row.bonus_santim),
    expectedSantim: expected,
    closedAt: row.closed_at === null ? null : new Date(row.closed_at),
    countedCounts: row.counted_counts === null ? null : json(row.counted_counts),
    countedSantim: counted,
    differenceSantim: counted === null ? null : counted + corrected - expected,
    note: row.note,
    corrections,
    flaggedPayouts: json(row.payouts).map((f) => flagView({ ...f, host_id: row.host_id, username: row.username })),
  };
}
