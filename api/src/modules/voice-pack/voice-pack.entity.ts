import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { AccountSchema } from '../account';

/**
 * A voice pack (docs/screens.md#voice-packs): a host's own recordings, or a platform pack (no host)
 * every host may choose. `contentHash` names its audio in the clip URLs, which are served as
 * immutable: the audio of a pack never changes (a new recording is a new pack).
 */
export const VoicePackSchema = defineEntity({
  name: 'VoicePack',
  tableName: 'voice_pack',
  properties: {
    id: p.uuid().primary(),
    host: () => p.manyToOne(AccountSchema).nullable().deleteRule('cascade'),
    name: p.string().length(64),
    contentHash: p.string().length(64),
    /** The level (dBFS, gated) every clip was brought to. */
    levelDb: p.double(),
    sizeBytes: p.integer(),
    createdAt: p.datetime(),
  },
});

/** One clip of a pack: a number ("42") or an event ("winner"), mono 16-bit WAV, loudness evened out. */
export const VoicePackClipSchema = defineEntity({
  name: 'VoicePackClip',
  tableName: 'voice_pack_clip',
  properties: {
    pack: () => p.manyToOne(VoicePackSchema).primary().deleteRule('cascade'),
    clip: p.string().length(16).primary(),
    audio: p.blob(),
    durationMs: p.integer(),
  },
});

/** The pack a host's caller and room display play (none: the built-in voice sets). */
export const VoicePackChoiceSchema = defineEntity({
  name: 'VoicePackChoice',
  tableName: 'voice_pack_choice',
  properties: {
    host: () => p.oneToOne(AccountSchema).primary().owner().deleteRule('cascade'),
    pack: () => p.manyToOne(VoicePackSchema).deleteRule('cascade'),
    updatedAt: p.datetime(),
  },
});

export type VoicePack = InferEntity<typeof VoicePackSchema>;
