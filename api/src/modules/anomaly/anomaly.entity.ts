import { defineEntity, p } from '@mikro-orm/core';
import type { AnomalyThresholds } from '@bingo/core';
import { AccountSchema, OwnerGroupSchema } from '../account';

/**
 * An owner group's anomaly thresholds (docs/reporting.md#anomalies): one row per group that
 * tuned them; a group without one uses the defaults. The day figures they are applied to are the
 * database's roll-ups (anomaly_rollup, card_rollup), kept by triggers and read by SQL only.
 */
export const AnomalyThresholdsSchema = defineEntity({
  name: 'AnomalyThresholds',
  tableName: 'anomaly_thresholds',
  properties: {
    ownerGroup: () => p.manyToOne(OwnerGroupSchema).primary(),
    thresholds: p.json<AnomalyThresholds>(),
    updatedAt: p.datetime(),
    updatedBy: p.uuid(),
  },
});

/**
 * A card printed by a host. `reprint`: the host had printed the same card on the same Addis day
 * before (set at insert; a trigger counts it in the host's day roll-up).
 */
export const CardPrintSchema = defineEntity({
  name: 'CardPrint',
  tableName: 'card_print',
  indexes: [{ properties: ['host', 'day', 'paletteNumber'] }],
  properties: {
    id: p.bigint('number').primary(),
    host: () => p.manyToOne(AccountSchema),
    paletteNumber: p.integer(),
    /** The Addis day, YYYY-MM-DD. */
    day: p.string().length(10),
    reprint: p.boolean(),
    printedAt: p.datetime(),
  },
});
