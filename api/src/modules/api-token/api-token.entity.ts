import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { AccountSchema } from '../account';

/**
 * A personal, read-only API token for report scripts. Only the SHA-256 of the token is kept
 * (the token is 32 random bytes, so a fast hash is enough); it is shown once at creation.
 * `tokenVersion` is the account's token version at creation: a password change or a block moves
 * the account's version on, which revokes the token for good (an unblock moves it again).
 */
export const ApiTokenSchema = defineEntity({
  name: 'ApiToken',
  tableName: 'api_token',
  indexes: [{ properties: ['account'] }],
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => crypto.randomUUID()),
    account: () => p.manyToOne(AccountSchema),
    name: p.string().length(100),
    tokenHash: p.string().length(64).unique(),
    createdAt: p.datetime().onCreate(() => new Date()),
    expiresAt: p.datetime().nullable(),
    revokedAt: p.datetime().nullable(),
    tokenVersion: p.integer().default(0),
  },
});

export type ApiToken = InferEntity<typeof ApiTokenSchema>;
