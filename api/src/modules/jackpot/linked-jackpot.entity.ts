import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { AccountSchema, OwnerGroupSchema } from '../account';
import { GameSchema } from '../game';

/**
 * A jackpot pool shared by halls of one owner group (docs/games-and-money.md#linked-jackpot), in
 * santim. `round` counts the times it was taken: a game belongs to the round it started in, and
 * only the first qualifying win of a round takes the pool.
 */
export const LinkedJackpotSchema = defineEntity({
  name: 'LinkedJackpot',
  tableName: 'linked_jackpot',
  checks: [{ name: 'linked_jackpot_amount_check', expression: 'amount >= 0' }],
  indexes: [{ properties: ['ownerGroup'] }],
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => crypto.randomUUID()),
    ownerGroup: () => p.manyToOne(OwnerGroupSchema),
    name: p.string().length(60),
    amount: p.bigint('number').default(0),
    accrualBp: p.integer(),
    callLimit: p.integer(),
    round: p.integer().default(0),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
  },
});
export type LinkedJackpot = InferEntity<typeof LinkedJackpotSchema>;

/** A hall linked into a pool: one pool per hall (the primary key). Unlinking deletes the row only. */
export const LinkedJackpotHallSchema = defineEntity({
  name: 'LinkedJackpotHall',
  tableName: 'linked_jackpot_hall',
  indexes: [{ properties: ['pool'] }],
  properties: {
    host: () => p.oneToOne(AccountSchema).primary().owner(),
    pool: () => p.manyToOne(LinkedJackpotSchema),
    linkedAt: p.datetime(),
  },
});

/** What a linked game added to its pool at start (0 included), and the round it started in. */
export const LinkedJackpotEntrySchema = defineEntity({
  name: 'LinkedJackpotEntry',
  tableName: 'linked_jackpot_entry',
  uniques: [{ properties: ['game'] }],
  indexes: [{ properties: ['pool', 'createdAt'] }],
  properties: {
    id: p.bigint('number').primary(),
    pool: () => p.manyToOne(LinkedJackpotSchema),
    round: p.integer(),
    game: () => p.manyToOne(GameSchema),
    host: () => p.manyToOne(AccountSchema),
    amount: p.bigint('number'),
    createdAt: p.datetime(),
  },
});

/**
 * A pool taken: one per round (unique), with the hall that won. A later qualifying win of the same
 * round is a miss instead (`linked_jackpot_miss`): told, never paid.
 */
export const LinkedJackpotWinSchema = defineEntity({
  name: 'LinkedJackpotWin',
  tableName: 'linked_jackpot_win',
  uniques: [{ properties: ['pool', 'round'] }, { properties: ['game'] }],
  properties: {
    id: p.bigint('number').primary(),
    pool: () => p.manyToOne(LinkedJackpotSchema),
    round: p.integer(),
    host: () => p.manyToOne(AccountSchema),
    game: () => p.manyToOne(GameSchema),
    amount: p.bigint('number'),
    winnerCard: p.integer(),
    completedAtCall: p.integer(),
    createdAt: p.datetime(),
  },
});

/** A qualifying win that came after its round's pool was taken in another hall: the hall was told. */
export const LinkedJackpotMissSchema = defineEntity({
  name: 'LinkedJackpotMiss',
  tableName: 'linked_jackpot_miss',
  uniques: [{ properties: ['game'] }],
  indexes: [{ properties: ['pool', 'round'] }],
  properties: {
    id: p.bigint('number').primary(),
    pool: () => p.manyToOne(LinkedJackpotSchema),
    round: p.integer(),
    host: () => p.manyToOne(AccountSchema),
    game: () => p.manyToOne(GameSchema),
    winnerCard: p.integer(),
    completedAtCall: p.integer(),
    createdAt: p.datetime(),
  },
});

export const LINKED_JACKPOT_ENTITIES = [
  LinkedJackpotSchema,
  LinkedJackpotHallSchema,
  LinkedJackpotEntrySchema,
  LinkedJackpotWinSchema,
  LinkedJackpotMissSchema,
];
