import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { AccountSchema } from '../account';

/**
 * One account's authenticator (docs/roles-and-accounts.md#two-factor-sign-in). The TOTP secret is
 * kept only encrypted (secret-box.ts); `pendingSecret` is the one shown during enrolment until the
 * first code confirms it. `lastTimeStep` refuses a code that was already used (RFC 6238 §5.2).
 */
export const TwoFactorSchema = defineEntity({
  name: 'TwoFactor',
  tableName: 'two_factor',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => crypto.randomUUID()),
    account: () => p.manyToOne(AccountSchema).unique(),
    secret: p.text().nullable(),
    pendingSecret: p.text().nullable(),
    enabledAt: p.datetime().nullable(),
    lastTimeStep: p.bigint('number').nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type TwoFactor = InferEntity<typeof TwoFactorSchema>;

/** A one-time recovery code, kept as its SHA-256 (the code has 50 random bits and sign-in is rate-limited). */
export const RecoveryCodeSchema = defineEntity({
  name: 'RecoveryCode',
  tableName: 'two_factor_recovery_code',
  indexes: [{ properties: ['account'] }],
  properties: {
    id: p.bigint('number').primary(),
    account: () => p.manyToOne(AccountSchema),
    codeHash: p.string().length(64).unique(),
    usedAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type RecoveryCode = InferEntity<typeof RecoveryCodeSchema>;

/** The platform's two-factor rule: one row (id 1), set by the super admin. */
export const TwoFactorPolicySchema = defineEntity({
  name: 'TwoFactorPolicy',
  tableName: 'two_factor_policy',
  properties: {
    id: p.integer().primary(),
    requiredForOwners: p.boolean().default(false),
    updatedAt: p.datetime().onCreate(() => new Date()),
  },
});
export type TwoFactorPolicy = InferEntity<typeof TwoFactorPolicySchema>;
