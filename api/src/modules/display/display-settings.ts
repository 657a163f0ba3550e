import { isVoice, VOICE_SETS } from '@bingo/core';
import type { Actor } from '../../shared/auth/actor';
import { sqlEm } from '../../shared/db/sql';
import type { Orm } from '../../shared/db/orm';
import { refuse } from '../../shared/errors/app-error';
import { DisplaySettingSchema } from './display.entity';

export interface DisplaySettingsView {
  voiceOnDisplay: boolean;
  /** The voice set the display plays when voiceOnDisplay ('none' before one is chosen). */
  voice: string;
  /** The language the caller runs in, followed by the displays; null: not told yet. */
  callerLanguage: string | null;
}

const OFF: DisplaySettingsView = { voiceOnDisplay: false, voice: 'none', callerLanguage: null };

export async function readDisplaySettings(orm: Orm, hostId: string): Promise<DisplaySettingsView> {
  const row = await sqlEm(orm).findOne(DisplaySettingSchema, { host: hostId });
  return row
    ? { voiceOnDisplay: row.voiceOnDisplay, voice: row.voice, callerLanguage: row.callerLanguage ?? null }
    : OFF;
}

/**
 * The caller's switch "voice on the display": on, the display plays `voice` (one of the recorded
 * sets) and the caller stays silent; off, the caller speaks as before.
 */
export async function setDisplayVoice(
  orm: Orm,
  actor: Actor,
  input: { voiceOnDisplay: boolean; voice: unknown },
  now = new Date(),
): Promise<DisplaySettingsView> {
  const voice = input.voice ?? 'none';
  if (!isVoice(voice) || (input.voiceOnDisplay && !(VOICE_SETS as readonly string[]).includes(voice))) {
    throw refuse('DISPLAY_VOICE_INVALID', { voices: VOICE_SETS.join(', ') });
  }
  const em = sqlEm(orm);
  await em.upsert(
    DisplaySettingSchema,
    { host: actor.id, voiceOnDisplay: input.voiceOnDisplay, voice, updatedAt: now },
    {
      onConflictFields: ['host'],
      onConflictAction: 'merge',
      onConflictMergeFields: ['voiceOnDisplay', 'voice', 'updatedAt'],
    },
  );
  return { ...(await readDisplaySettings(orm, actor.id)), voiceOnDisplay: input.voiceOnDisplay, voice };
}

/**
 * The language the host's caller runs in (validated by the input: one of HALL_LANGUAGES); the
 * voice switch stays as it is (off when the host has no row yet).
 */
export async function setCallerLanguage(
  orm: Orm,
  actor: Actor,
  language: string,
  now = new Date(),
): Promise<DisplaySettingsView> {
  await sqlEm(orm).upsert(
    DisplaySettingSchema,
    { host: actor.id, voiceOnDisplay: false, voice: 'none', callerLanguage: language, updatedAt: now },
    { onConflictFields: ['host'], onConflictAction: 'merge', onConflictMergeFields: ['callerLanguage', 'updatedAt'] },
  );
  return readDisplaySettings(orm, actor.id);
}
