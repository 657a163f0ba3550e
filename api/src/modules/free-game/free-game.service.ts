import crypto from 'node:crypto';
import { MIN_SLOT_GAP_MINUTES, SLOT_REFUSAL_MESSAGES, SlotRefusal } from '@bingo/core';
import type { EntityManager } from '@mikro-orm/sql';
import type { JsonRead } from '../../shared/db/batch';
import type { Orm } from '../../shared/db/orm';
import { AppError, refuse } from '../../shared/errors/app-error';
import type { Tx } from '../../shared/db/transaction';
import type { Actor } from '../../shared/auth/actor';
import { requireStepUp } from '../auth';
import type { DueFreeGame } from '../game';
import { FreeGameSlotSchema, type FreeGameSlot } from './free-game.entity';
import { dueSlotRead, lockHost, queueSlotUsed, usedOrVoidSlots, voidSlotsDueBy } from './free-game.sql';
import type { BulkScheduleInput, RandomScheduleInput, ScheduleFreeGameInput } from './free-game.inputs';
import type { FreeGameSlotView, RefusedSlot as RefusedSlotView, ScheduleResult } from './free-game.types';
import {
  FREE_GAME_WINDOW_MS,
  MAX_SLOTS_PER_REQUEST,
  MINUTE_MS,
  MIN_SLOT_DISTANCE_MS,
  assertDay,
  bulkSlotTimes,
  isNearAny,
  parseHourSlot,
  parseSlotTime,
  placeRandomSlots,
  slotRefusal,
  todayInAddis,
  tooMany,
} from './slot-time';

export interface FreeGameServiceOptions {
  now?: () => Date;
  random?: () => number;
}

/** A host's free-game slots (docs/games-and-money.md#free-games). Every query is the acting host's own. */
export class FreeGameService {
  private readonly now: () => Date;
  private readonly random: () => number;

  constructor(
    private readonly orm: Orm,
    options: FreeGameServiceOptions = {},
  ) {
    this.now = options.now ?? (() => new Date());
    this.random = options.random ?? (() => crypto.randomInt(0, 2 ** 32) / 2 ** 32);
  }

  async list(actor: Actor): Promise<FreeGameSlotView[]> {
    const em = this.em();
    await this.voidExpired(em, actor.id);
    const slots = await em.find(
      FreeGameSlotSchema,
      { host: actor.id, status: 'SCHEDULED' },
      { orderBy: { scheduledAt: 'asc' } },
    );
    return slots.map((s) => toView(s, null));
  }

  /** Used and void slots, newest first, with the creation time of the game that used each. */
  async history(actor: Actor): Promise<FreeGameSlotView[]> {
    const em = this.em();
    await this.voidExpired(em, actor.id);
    const rows = await usedOrVoidSlots(em, actor.id);
    const slots = await em.find(
      FreeGameSlotSchema,
      { id: { $in: rows.map((r) => r.id) } },
      { orderBy: { scheduledAt: 'desc' } },
    );
    const created = new Map(rows.map((r) => [r.id, r.game_created_at ? new Date(r.game_created_at) : null]));
    return slots.map((s) => toView(s, created.get(s.id) ?? null));
  }

  async scheduleOne(actor: Actor, input: ScheduleFreeGameInput): Promise<FreeGameSlotView> {
    requireStepUp(actor);
    const at = parseSlotTime(input.scheduledDateTime, 'scheduledDateTime');
    const [slot] = await this.create(actor, [at]);
    return slot!;
  }

  /**
   * Creates every slot of the request that fits and reports the others with their times
   * (docs/games-and-money.md#free-games): each slot is checked as scheduleOne checks one (in the future, 5 minutes from
   * any other scheduled slot), all under the host's lock so the answer is what was written.
   */
  async scheduleBulk(actor: Actor, input: BulkScheduleInput): Promise<ScheduleResult> {
    requireStepUp(actor);
    const startDate = assertDay(input.startDate, 'startDate');
    const endDate = assertDay(input.endDate, 'endDate');
    if (startDate < todayInAddis(this.now())) throw refuse('FIELD_IN_PAST', { field: 'startDate' });
    const hours = [...new Set(input.timeSlots.map(parseHourSlot))];
    const times = bulkSlotTimes(startDate, endDate, hours, [...new Set(input.selectedDays)]);
    if (!times.some((t) => t > this.now())) throw refuse('NO_FUTURE_FREE_GAME');
    return this.inHostLock(actor, async (tx) => {
      const now = this.now();
      const existing = await this.scheduledTimes(tx, actor.id, times[0]!, times[times.length - 1]!);
      const accepted: Date[] = [];
      const refused: RefusedSlotView[] = [];
      for (const at of times) {
        const reason = slotRefusal(at, now, [...existing, ...accepted]);
        if (reason) refused.push({ scheduledDateTime: at, reason, message: SLOT_REFUSAL_MESSAGES[reason] });
        else accepted.push(at);
      }
      const schedules = await this.insert(tx, actor, accepted);
      return { count: schedules.length, schedules, refused };
    });
  }

  async scheduleRandom(actor: Actor, input: RandomScheduleInput): Promise<ScheduleResult> {
    requireStepUp(actor);
    const start = parseSlotTime(input.startDateTime, 'startDateTime');
    const end = parseSlotTime(input.endDateTime, 'endDateTime');
    if (end <= start) throw refuse('END_NOT_AFTER_START', { end: 'endDateTime', start: 'startDateTime' });
    if (start <= this.now()) throw refuse('FIELD_IN_PAST', { field: 'startDateTime' });
    const schedules = await this.inHostLock(actor, async (tx) => {
      const taken = await this.scheduledTimes(tx, actor.id, start, end);
      const times = placeRandomSlots(
        start,
        end,
        input.numberOfGames,
        input.minGapMinutes * MINUTE_MS,
        taken,
        this.random,
      );
      return this.insert(tx, actor, times);
    });
    return { count: schedules.length, schedules, refused: [] };
  }

  async reschedule(actor: Actor, id: string, input: ScheduleFreeGameInput): Promise<FreeGameSlotView> {
    requireStepUp(actor);
    const at = parseSlotTime(input.scheduledDateTime, 'scheduledDateTime');
    return this.inHostLock(actor, async (tx) => {
      const slot = await this.ownSlot(tx, actor, id);
      if (slot.status !== 'SCHEDULED') throw refuse('FREE_GAME_NOT_MOVABLE');
      this.assertFuture(at);
      await this.assertNoNeighbour(tx, actor.id, [at], slot.id);
      slot.scheduledAt = at;
      await tx.flush();
      return toView(slot, null);
    });
  }

  async cancel(actor: Actor, id: string): Promise<void> {
    requireStepUp(actor);
    await this.inHostLock(actor, async (tx) => {
      const slot = await this.ownSlot(tx, actor, id);
      if (slot.status !== 'SCHEDULED') throw refuse('FREE_GAME_NOT_CANCELLABLE');
      slot.status = 'CANCELLED';
      await tx.flush();
    });
  }

  /** Cancels every scheduled slot of the host; used and void ones stay as they are. */
  async cancelAll(actor: Actor): Promise<number> {
    requireStepUp(actor);
    const em = this.em();
    await this.voidExpired(em, actor.id);
    return em.nativeUpdate(FreeGameSlotSchema, { host: actor.id, status: 'SCHEDULED' }, { status: 'CANCELLED' });
  }

  /**
   * Game-start hook: the host's earliest slot due at `at` (scheduled, at most 60 minutes ago),
   * locked so two starts cannot both use it, read in the start transaction's first statement
   * (shared/db/batch.ts).
   */
  dueRead(hostId: string, at: Date): JsonRead<DueFreeGame | null> {
    return dueSlotRead<DueFreeGame | null>(hostId, at, new Date(at.getTime() - FREE_GAME_WINDOW_MS), (row) =>
      row ? { slotId: row.id, freeShareBp: null } : null,
    );
  }

  /** Game-start hook: the slot is used by this game, in the same transaction (sent with its last statement). */
  async markUsed(tx: Tx, slotId: string, gameId: string, at: Date): Promise<void> {
    await queueSlotUsed(tx, slotId, gameId, at);
  }

  private async create(actor: Actor, times: Date[]): Promise<FreeGameSlotView[]> {
    if (times.length > MAX_SLOTS_PER_REQUEST) throw tooMany();
    times.forEach((t) => this.assertFuture(t));
    return this.inHostLock(actor, async (tx) => {
      await this.assertNoNeighbour(tx, actor.id, times);
      return this.insert(tx, actor, times);
    });
  }

  private async insert(tx: EntityManager, actor: Actor, times: Date[]): Promise<FreeGameSlotView[]> {
    const slots = times.map((scheduledAt) =>
      tx.create(FreeGameSlotSchema, { host: actor.id, scheduledAt, status: 'SCHEDULED' }),
    );
    await tx.flush();
    return slots.map((s) => toView(s, null));
  }

  private assertFuture(at: Date): void {
    if (slotRefusal(at, this.now(), []) === SlotRefusal.PAST) throw refuse('SLOT_IN_PAST');
  }

  /** No two slots of a host within 5 minutes: among the new ones, and against existing ones. */
  private async assertNoNeighbour(tx: EntityManager, hostId: string, times: Date[], ignoreId?: string): Promise<void> {
    const sorted = [...times].sort((a, b) => a.getTime() - b.getTime());
    for (let i = 1; i < sorted.length; i++) {
      if (sorted[i]!.getTime() - sorted[i - 1]!.getTime() < MIN_SLOT_DISTANCE_MS) {
        throw refuse('SLOTS_TOO_CLOSE');
      }
    }
    const existing = await this.scheduledTimes(tx, hostId, sorted[0]!, sorted[sorted.length - 1]!, ignoreId);
    const clash = sorted.find((t) => isNearAny(t, existing));
    if (clash) throw refuse('SLOT_NEAR_ANOTHER', { gap: MIN_SLOT_GAP_MINUTES });
  }

  private async scheduledTimes(
    tx: EntityManager,
    hostId: string,
    from: Date,
    to: Date,
    ignoreId?: string,
  ): Promise<Date[]> {
    const slots = await tx.find(FreeGameSlotSchema, {
      host: hostId,
      status: 'SCHEDULED',
      scheduledAt: {
        $gt: new Date(from.getTime() - MIN_SLOT_DISTANCE_MS),
        $lt: new Date(to.getTime() + MIN_SLOT_DISTANCE_MS),
      },
      ...(ignoreId ? { id: { $ne: ignoreId } } : {}),
    });
    return slots.map((s) => s.scheduledAt);
  }

  private async ownSlot(tx: EntityManager, actor: Actor, id: string): Promise<FreeGameSlot> {
    const slot = /^[0-9a-f-]{36}$/i.test(id) ? await tx.findOne(FreeGameSlotSchema, { id, host: actor.id }) : null;
    if (!slot) throw new AppError('NOT_FOUND', 'Free game not found');
    return slot;
  }

  /** Serializes one host's scheduling (the 5-minute rule is checked, then written, atomically). */
  private inHostLock<T>(actor: Actor, work: (tx: EntityManager) => Promise<T>): Promise<T> {
    return this.em().transactional(async (tx) => {
      await lockHost(tx, actor.id);
      await this.voidExpired(tx, actor.id);
      return work(tx);
    });
  }

  /** Slots whose 60-minute window has passed unused become void (checked on every read, so a restart changes nothing). */
  private async voidExpired(em: EntityManager, hostId: string): Promise<void> {
    await voidSlotsDueBy(em, hostId, new Date(this.now().getTime() - FREE_GAME_WINDOW_MS));
  }

  private em(): EntityManager {
    return this.orm.em.fork() as unknown as EntityManager;
  }
}

function toView(slot: FreeGameSlot, gameCreatedAt: Date | null): FreeGameSlotView {
  return {
    id: slot.id,
    scheduledDateTime: slot.scheduledAt,
    status: slot.status.toLowerCase(),
    usedAt: slot.usedAt ?? null,
    usedInGameId: slot.usedInGameId ?? null,
    gameCreatedAt,
  };
}
