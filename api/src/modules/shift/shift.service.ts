import { countedSantim, MAX_TILL_SANTIM, santimToBirr, tillCountRefusal, type DenominationCount } from '@bingo/core';
import type { Actor } from '../../shared/auth/actor';
import type { Orm } from '../../shared/db/orm';
import { sqlEm } from '../../shared/db/sql';
import { auditedTransaction } from '../../shared/db/transaction';
import { AppError, refuse, refused } from '../../shared/errors/app-error';
import { isUuid } from '../../shared/validation/ids';
import { accountChain, appendAudit } from '../audit';
import { hostIdsInScope, inScope } from './shift-scope';
import {
  closeShiftRow,
  hostHasActiveGame,
  insertCorrection,
  insertShift,
  lockHost,
  openShiftId,
  readTillSettings,
} from './shift.sql';
import { listShifts, readShift } from './shift-read.sql';
import { shiftRange } from './shift-range';
import { shiftView, type ShiftView } from './shift.views';

/** A shift list's filter as the transports receive it (dates 'YYYY-MM-DD', Addis Ababa days). */
export interface ShiftListQuery {
  hostId?: string | null;
  startDate?: unknown;
  endDate?: unknown;
  limit?: number | null;
}

const SHIFT_NOT_FOUND = 'Shift not found';
const SHIFT_GAME_RUNNING = 'End the running game before closing the shift';
const MAX_NOTE = 500;
const birr = (santim: number) => santimToBirr(santim).toLocaleString('en-US');

function validCount(counts: DenominationCount[]): number {
  const problem = tillCountRefusal(counts);
  if (problem) throw refused(problem);
  return countedSantim(counts);
}

function cleanNote(note: string | null | undefined): string | null {
  const text = note?.trim() ?? '';
  if (text.length > MAX_NOTE) throw refuse('NOTE_TOO_LONG', { max: MAX_NOTE });
  return text === '' ? null : text;
}

/**
 * Shifts (docs/games-and-money.md#the-till): a host opens its own with the float counted and closes
 * it with the drawer counted; its owner (own group) and the super admin read them and correct a
 * closed one with a new entry. Every change is audited in the host's chain.
 */
export class ShiftService {
  constructor(private readonly orm: Orm) {}

  async open(actor: Actor, counts: DenominationCount[]): Promise<ShiftView> {
    if (actor.role !== 'HOST') throw new AppError('FORBIDDEN', 'You are not allowed to do this');
    const santim = validCount(counts);
    return auditedTransaction(this.orm, async (tx) => {
      await lockHost(tx, actor.id); // one open shift per host: opens and closes of one host queue here
      if ((await openShiftId(tx, actor.id)) !== null) throw refuse('SHIFT_ALREADY_OPEN');
      const id = crypto.randomUUID();
      await insertShift(tx, { id, hostId: actor.id, actorId: actor.id, counts, santim });
      await appendAudit(tx, {
        actorId: actor.id,
        action: 'shift.open',
        subjectType: 'shift',
        subjectId: id,
        chain: accountChain(actor.id),
        data: { floatCounts: counts, floatSantim: santim },
      });
      return shiftView((await readShift(tx, id))!);
    });
  }

  /**
   * Closes the host's own open shift. The shift row is locked first: a game start holds it shared
   * until it commits, so a close either waits and then sees the new game running (refused), or
   * closes first and the start finds no open shift.
   */
  async close(actor: Actor, input: { shiftId: string; counts: DenominationCount[]; note?: string | null }) {
    if (actor.role !== 'HOST') throw new AppError('FORBIDDEN', 'You are not allowed to do this');
    if (!isUuid(input.shiftId)) throw new AppError('NOT_FOUND', SHIFT_NOT_FOUND);
    const counted = validCount(input.counts);
    const note = cleanNote(input.note);
    return auditedTransaction(this.orm, async (tx) => {
      await lockHost(tx, actor.id);
      const row = await readShift(tx, input.shiftId, true);
      if (!row || row.host_id !== actor.id) throw new AppError('NOT_FOUND', SHIFT_NOT_FOUND);
      if (row.closed_at !== null) throw refuse('SHIFT_CLOSED');
      if (await hostHasActiveGame(tx, actor.id)) throw new AppError('GAME_IN_PROGRESS', SHIFT_GAME_RUNNING);
      const expected = shiftView(row).expectedSantim;
      const difference = counted - expected;
      const tolerance = Number((await readTillSettings(tx, actor.id))?.tolerance_santim ?? 0);
      if (Math.abs(difference) > tolerance && note === null)
        throw refuse('SHIFT_NEEDS_NOTE', { difference: birr(difference), tolerance: birr(tolerance) });
      await closeShiftRow(tx, { id: row.id, actorId: actor.id, counts: input.counts, counted, expected, note });
      await appendAudit(tx, {
        actorId: actor.id,
        action: 'shift.close',
        subjectType: 'shift',
        subjectId: row.id,
        chain: accountChain(actor.id),
        data: { countedCounts: input.counts, countedSantim: counted, expectedSantim: expected, note },
      });
      return shiftView((await readShift(tx, row.id))!);
    });
  }

  /** A correction of a closed shift (its owner, the super admin): a new entry linked to it, with a note. */
  async correct(actor: Actor, input: { shiftId: string; amountSantim: number; note: string }): Promise<ShiftView> {
    if (actor.role === 'HOST') throw new AppError('FORBIDDEN', 'You are not allowed to do this');
    if (!isUuid(input.shiftId)) throw new AppError('NOT_FOUND', SHIFT_NOT_FOUND);
    const amount = input.amountSantim;
    if (!Number.isSafeInteger(amount) || amount === 0 || Math.abs(amount) > MAX_TILL_SANTIM)
      throw refuse('CORRECTION_INVALID');
    const note = cleanNote(input.note);
    if (note === null) throw refuse('CORRECTION_NEEDS_NOTE');
    return auditedTransaction(this.orm, async (tx) => {
      const row = await readShift(tx, input.shiftId, true);
      if (!row || !inScope(await hostIdsInScope(tx, actor), row.host_id))
        throw new AppError('NOT_FOUND', SHIFT_NOT_FOUND);
      if (row.closed_at === null) throw refuse('SHIFT_NOT_CLOSED');
      await insertCorrection(tx, { shiftId: row.id, actorId: actor.id, amount, note });
      await appendAudit(tx, {
        actorId: actor.id,
        action: 'shift.correct',
        subjectType: 'shift',
        subjectId: row.id,
        chain: accountChain(row.host_id),
        data: { amountSantim: amount, note },
      });
      return shiftView((await readShift(tx, row.id))!);
    });
  }

  /** Shifts in the actor's scope, newest first: one host, opened within a range of days, at most 500. */
  async list(actor: Actor, query: ShiftListQuery = {}): Promise<ShiftView[]> {
    const range = shiftRange(query.startDate, query.endDate);
    const limit = query.limit ?? 100;
    if (!Number.isInteger(limit) || limit < 1 || limit > 500) throw refuse('LIMIT_INVALID', { max: 500 });
    const em = sqlEm(this.orm);
    const hostIds = await hostIdsInScope(em, actor, query.hostId);
    return (await listShifts(em, { hostIds, ...range, limit })).map(shiftView);
  }

  async get(actor: Actor, shiftId: string): Promise<ShiftView> {
    if (!isUuid(shiftId)) throw new AppError('NOT_FOUND', SHIFT_NOT_FOUND);
    const em = sqlEm(this.orm);
    const row = await readShift(em, shiftId);
    if (!row || !inScope(await hostIdsInScope(em, actor), row.host_id))
      throw new AppError('NOT_FOUND', SHIFT_NOT_FOUND);
    return shiftView(row);
  }

  /** The host's open shift, or null. */
  async current(actor: Actor): Promise<ShiftView | null> {
    const em = sqlEm(this.orm);
    const id = await openShiftId(em, actor.id);
    return id === null ? null : shiftView((await readShift(em, id))!);
  }
}
