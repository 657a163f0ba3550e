import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * A used Idempotency-Key: written in the same transaction as the effect it guards, so a
 * committed effect always has its key and a key always has its effect. Keys are per actor
 * (two accounts may pick the same key) and are forgotten after `expiresAt`.
 */
export const IdempotencyKeySchema = defineEntity({
  name: 'IdempotencyKey',
  tableName: 'idempotency_key',
  indexes: [{ properties: ['expiresAt'] }],
  properties: {
    actorId: p.uuid().primary(),
    key: p.string().length(255).primary(),
    /** e.g. "game.start": one key cannot serve two different operations. */
    operation: p.string().length(64),
    /** SHA-256 (hex) of the canonical JSON of operation + validated input. */
    requestHash: p.string().length(64),
    /** What a retry needs to answer the same result (e.g. the game id), see ResultCodec. */
    response: p.json<unknown>(),
    createdAt: p.datetime(),
    expiresAt: p.datetime(),
  },
});

export type IdempotencyKey = InferEntity<typeof IdempotencyKeySchema>;
