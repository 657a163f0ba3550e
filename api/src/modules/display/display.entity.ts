import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { AccountSchema } from '../account';

/**
 * A pairing code the host's caller shows (docs/roles-and-accounts.md#room-displays): short-lived,
 * single use, stored only as its SHA-256 (the code itself is on the operator's screen only).
 */
export const DisplayPairingSchema = defineEntity({
  name: 'DisplayPairing',
  tableName: 'display_pairing',
  uniques: [{ properties: ['codeHash'] }],
  properties: {
    id: p.bigint('number').primary(),
    host: () => p.manyToOne(AccountSchema),
    codeHash: p.string().length(64),
    expiresAt: p.datetime(),
    usedAt: p.datetime().nullable(),
    createdAt: p.datetime(),
  },
});

export type DisplayPairing = InferEntity<typeof DisplayPairingSchema>;

/**
 * A paired room display: its token (random, stored only hashed) reads the host's display feed and
 * nothing else, until the end of the Addis Ababa day or until the host revokes it.
 */
export const DisplayDeviceSchema = defineEntity({
  name: 'DisplayDevice',
  tableName: 'display_device',
  uniques: [{ properties: ['tokenHash'] }],
  indexes: [{ properties: ['host', 'pairedAt'] }],
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => crypto.randomUUID()),
    host: () => p.manyToOne(AccountSchema),
    tokenHash: p.string().length(64),
    name: p.string().length(64),
    userAgent: p.string().length(512),
    address: p.string().length(64),
    pairedAt: p.datetime(),
    lastSeenAt: p.datetime(),
    expiresAt: p.datetime(),
    revokedAt: p.datetime().nullable(),
  },
});

export type DisplayDevice = InferEntity<typeof DisplayDeviceSchema>;

/** A failed pairing attempt, counted per address to slow down guessing codes. */
export const DisplayPairAttemptSchema = defineEntity({
  name: 'DisplayPairAttempt',
  tableName: 'display_pair_attempt',
  indexes: [{ properties: ['address', 'createdAt'] }],
  properties: {
    id: p.bigint('number').primary(),
    address: p.string().length(64),
    createdAt: p.datetime(),
  },
});

/**
 * Per host: whether the call voice plays on the room display (and which voice set) instead of the
 * caller, and the language the caller runs in (the displays follow it).
 */
export const DisplaySettingSchema = defineEntity({
  name: 'DisplaySetting',
  tableName: 'display_setting',
  uniques: [{ properties: ['host'] }],
  properties: {
    id: p.bigint('number').primary(),
    host: () => p.manyToOne(AccountSchema),
    voiceOnDisplay: p.boolean(),
    voice: p.string().length(16),
    /** The language the host's caller runs in ('en', 'am'), followed by its displays; null: not told yet. */
    callerLanguage: p.string().length(8).nullable(),
    updatedAt: p.datetime(),
  },
});

export type DisplaySetting = InferEntity<typeof DisplaySettingSchema>;
