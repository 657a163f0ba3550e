import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { AccountSchema } from '../account';

/**
 * A Power Games campaign defined by a super admin: the overlay's title and text, the external
 * link it opens, the hosts it targets (all, or the listed ids) and its active window.
 */
export const PowerCampaignSchema = defineEntity({
  name: 'PowerCampaign',
  tableName: 'power_campaign',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => crypto.randomUUID()),
    title: p.string().length(120),
    text: p.string().length(1000),
    link: p.string().length(500),
    targetAll: p.boolean().default(false),
    targetHostIds: p.json<string[]>(),
    startsAt: p.datetime(),
    endsAt: p.datetime(),
    isActive: p.boolean().default(true),
    createdBy: () => p.manyToOne(AccountSchema),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});
export type PowerCampaign = InferEntity<typeof PowerCampaignSchema>;

/** The overlay shown to one host for one campaign on one Addis Ababa day, and its clicks. */
export const PowerAppearanceSchema = defineEntity({
  name: 'PowerAppearance',
  tableName: 'power_appearance',
  uniques: [{ properties: ['campaign', 'host', 'dayKey'] }],
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => crypto.randomUUID()),
    campaign: () => p.manyToOne(PowerCampaignSchema),
    host: () => p.manyToOne(AccountSchema),
    dayKey: p.string().length(10),
    shownAt: p.datetime(),
    clickedAt: p.datetime().nullable(),
    clickCount: p.integer().default(0),
  },
});
export type PowerAppearance = InferEntity<typeof PowerAppearanceSchema>;

/**
 * A one-time code carried by the opened link instead of the session token. Only its SHA-256
 * is stored; it expires 2 minutes after issue and can be redeemed once.
 */
export const PowerCodeSchema = defineEntity({
  name: 'PowerCode',
  tableName: 'power_code',
  properties: {
    codeHash: p.string().length(64).primary(),
    host: () => p.manyToOne(AccountSchema),
    appearance: () => p.manyToOne(PowerAppearanceSchema),
    selectedNumbers: p.json<number[]>(),
    expiresAt: p.datetime(),
    usedAt: p.datetime().nullable(),
    createdAt: p.datetime(),
  },
});
export type PowerCode = InferEntity<typeof PowerCodeSchema>;
