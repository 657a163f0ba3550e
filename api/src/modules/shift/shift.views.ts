import type { DenominationCount } from '@bingo/core';
import type { ShiftRow } from './shift.sql';

const json = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);
const num = (v: string | number | null) => (v === null ? null : Number(v));

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
  };
}
