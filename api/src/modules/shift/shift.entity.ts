import { defineEntity, p } from '@mikro-orm/core';
import type { DenominationCount } from '@bingo/core';
import { AccountSchema } from '../account';
import { GameSchema } from '../game';

/**
 * The till (docs/games-and-money.md#the-till). A shift: one host's drawer from the float counted
 * in to the cash counted out; its running figures grow with every game started and ended in it.
 * Closed (closedAt set), it is read-only: a correction is a ShiftCorrection linked to it.
 */
export const ShiftSchema = defineEntity({
  name: 'Shift',
  tableName: 'shift',
  indexes: [{ properties: ['host', 'openedAt'] }],
  properties: {
    id: p.uuid().primary(),
    host: () => p.manyToOne(AccountSchema),
    openedAt: p.datetime(),
    openedBy: p.uuid(),
    floatCounts: p.json<DenominationCount[]>(),
    floatSantim: p.bigint('number'),
    cashInSantim: p.bigint('number').default(0),
    cashOutSantim: p.bigint('number').default(0),
    games: p.integer().default(0),
    freeSantim: p.bigint('number').default(0),
    bonusSantim: p.bigint('number').default(0),
    closedAt: p.datetime().nullable(),
    closedBy: p.uuid().nullable(),
    countedCounts: p.json<DenominationCount[]>().nullable(),
    countedSantim: p.bigint('number').nullable(),
    expectedSantim: p.bigint('number').nullable(),
    note: p.text().nullable(),
  },
});

/** A correction of a closed shift: a new entry (audited), never an edit. */
export const ShiftCorrectionSchema = defineEntity({
  name: 'ShiftCorrection',
  tableName: 'shift_correction',
  indexes: [{ properties: ['shift', 'createdAt'] }],
  properties: {
    id: p.uuid().primary(),
    shift: () => p.manyToOne(ShiftSchema),
    actorId: p.uuid(),
    /** Added to the counted cash (negative: less was there than counted). */
    amountSantim: p.bigint('number'),
    note: p.text(),
    createdAt: p.datetime(),
  },
});

/** Which shift a game was started in. */
export const ShiftGameSchema = defineEntity({
  name: 'ShiftGame',
  tableName: 'shift_game',
  properties: {
    game: () => p.oneToOne(GameSchema).primary().owner(),
    shift: () => p.manyToOne(ShiftSchema),
  },
});

/** A host's meters: totals since the host began, never reset (santim; games a count). */
export const HostMeterSchema = defineEntity({
  name: 'HostMeter',
  tableName: 'host_meter',
  properties: {
    host: () => p.oneToOne(AccountSchema).primary().owner(),
    cashInSantim: p.bigint('number').default(0),
    cashOutSantim: p.bigint('number').default(0),
    games: p.bigint('number').default(0),
    freeSantim: p.bigint('number').default(0),
    bonusSantim: p.bigint('number').default(0),
    updatedAt: p.datetime(),
  },
});

/** A hall's till settings (none: shifts not required, tolerance 0, no payout review). */
export const TillSettingsSchema = defineEntity({
  name: 'TillSettings',
  tableName: 'till_settings',
  properties: {
    host: () => p.oneToOne(AccountSchema).primary().owner(),
    shiftsRequired: p.boolean().default(false),
    toleranceSantim: p.bigint('number').default(0),
    payoutReviewSantim: p.bigint('number').nullable(),
    updatedAt: p.datetime(),
  },
});

/** A payout above the hall's review threshold, for the owner's review until acknowledged with a note. */
export const PayoutFlagSchema = defineEntity({
  name: 'PayoutFlag',
  tableName: 'payout_flag',
  indexes: [{ properties: ['host', 'flaggedAt'] }],
  properties: {
    game: () => p.oneToOne(GameSchema).primary().owner(),
    host: () => p.manyToOne(AccountSchema),
    amountSantim: p.bigint('number'),
    thresholdSantim: p.bigint('number'),
    flaggedAt: p.datetime(),
    acknowledgedAt: p.datetime().nullable(),
    acknowledgedBy: p.uuid().nullable(),
    note: p.text().nullable(),
  },
});
