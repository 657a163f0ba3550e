import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { AccountSchema } from '../account';
import { GameSchema } from '../game';

/**
 * A host's jackpot pool in santim. While `enabled`, it accrues `accrualBp` of every regular game's profit and is
 * paid, then reset, when a jackpot game's winner completes within `callLimit` calls.
 */
export const JackpotPoolSchema = defineEntity({
  name: 'JackpotPool',
  tableName: 'jackpot_pool',
  checks: [{ name: 'jackpot_pool_amount_check', expression: 'amount >= 0' }],
  properties: {
    host: () => p.oneToOne(AccountSchema).primary().owner(),
    amount: p.bigint('number').default(0),
    accrualBp: p.integer().default(0),
    callLimit: p.integer().default(50),
    /** Off: no accrual and no award (the pool keeps its amount); docs/games-and-money.md#jackpot. */
    enabled: p.boolean().default(false),
    updatedAt: p.datetime(),
  },
});

export type JackpotPool = InferEntity<typeof JackpotPoolSchema>;

/** The jackpot history: one row per pool paid out. */
export const JackpotWinSchema = defineEntity({
  name: 'JackpotWin',
  tableName: 'jackpot_win',
  indexes: [{ properties: ['host', 'createdAt'] }],
  properties: {
    id: p.bigint('number').primary(),
    host: () => p.manyToOne(AccountSchema),
    game: () => p.manyToOne(GameSchema),
    amount: p.bigint('number'),
    winnerCard: p.integer(),
    completedAtCall: p.integer(),
    createdAt: p.datetime(),
  },
});

export type JackpotWin = InferEntity<typeof JackpotWinSchema>;
