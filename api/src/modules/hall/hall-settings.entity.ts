import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { AccountSchema } from '../account';

/**
 * A hall's settings (docs/roles-and-accounts.md#hall-settings): the name the room display and the
 * verification page show, the support numbers of the operator header, and the language and voice
 * the operator app starts with. A host without a row has none set (username, no phones, app defaults).
 */
export const HallSettingsSchema = defineEntity({
  name: 'HallSettings',
  tableName: 'hall_settings',
  properties: {
    host: () => p.oneToOne(AccountSchema).primary().owner(),
    displayName: p.string().length(64).nullable(),
    supportPhones: p.json<string[]>(),
    defaultLanguage: p.string().length(8).nullable(),
    defaultVoice: p.string().length(16).nullable(),
    /** Whether the caller is told "card 47 has Any row" as it happens (docs/fairness.md#missed-claims). */
    missedClaimNotices: p.boolean().default(true),
    updatedAt: p.datetime(),
  },
});

export type HallSettings = InferEntity<typeof HallSettingsSchema>;
