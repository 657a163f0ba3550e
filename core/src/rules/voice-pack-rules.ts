/**
 * Voice packs recorded by halls (docs/screens.md#voice-packs): one zip of clips named by number
 * (1-75 or B1..O75) plus optional event clips. The limits and the clip names are shared by the
 * server (which checks every upload) and the web app (which names the rules on the upload screen).
 */
import { letterOf } from '../cards/card';
import { clipDurationReason, missingNumberReasons, voicePackProblemText } from './voice-pack-problems';

/** The largest zip accepted, in bytes (refused early with 413). */
import { refusal, refusalTextOf, type Refusal } from '../refusals/refusals';

export const VOICE_PACK_MAX_BYTES = 20 * 1024 * 1024;
export const VOICE_PACK_NAME_MAX_LENGTH = 64;
/** A number's clip: long enough to be a word, short enough to leave time for the next call. */
export const NUMBER_CLIP_MIN_MS = 300;
export const NUMBER_CLIP_MAX_MS = 6000;
/** An event clip ("winner", "game over"…) may be a short sentence. */
export const EVENT_CLIP_MIN_MS = 300;
export const EVENT_CLIP_MAX_MS = 10_000;

/** The optional event clips, by the file name a pack gives them (e.g. `winner.wav`). */
export const VOICE_PACK_EVENTS = [
  'game-start',
  'winner',
  'not-winner',
  'card-locked',
  'not-registered',
  'game-over',
] as const;
export type VoicePackEvent = (typeof VOICE_PACK_EVENTS)[number];

/** A clip of a pack: a bingo number, or an event. */
export type VoicePackClip = { kind: 'number'; number: number } | { kind: 'event'; event: VoicePackEvent };

/**
 * The clip a file name stands for, from its base name without the extension, case-insensitive:
 * "42", "B7", "g50", "winner", "not_winner", "Game Over". A letter must be its number's column.
 * Null when the name is neither.
 */
export function parseClipName(fileName: string): VoicePackClip | null {
  const base = (fileName.split('/').pop() ?? '').replace(/\.[^.]*$/, '').trim();
  const number = /^([bingo])?0*(\d{1,2})$/i.exec(base);
  if (number) {
    const n = Number(number[2]);
    if (n < 1 || n > 75) return null;
    if (number[1] && number[1].toUpperCase() !== letterOf(n)) return null;
    return { kind: 'number', number: n };
  }
  const event = base.toLowerCase().replace(/[\s_]+/g, '-');
  return (VOICE_PACK_EVENTS as readonly string[]).includes(event)
    ? { kind: 'event', event: event as VoicePackEvent }
    : null;
}

/** The key a clip is stored and served under: "42", "winner". */
export function clipKey(clip: VoicePackClip): string {
  return clip.kind === 'number' ? String(clip.number) : clip.event;
}

/** The duration limits of a clip, in milliseconds. */
export function clipDurationLimits(clip: VoicePackClip): { min: number; max: number } {
  return clip.kind === 'number'
    ? { min: NUMBER_CLIP_MIN_MS, max: NUMBER_CLIP_MAX_MS }
    : { min: EVENT_CLIP_MIN_MS, max: EVENT_CLIP_MAX_MS };
}

/** The problem with a clip's duration ("B7 is 14 s long"), or null when it is within the limits. */
export function clipDurationProblem(label: string, clip: VoicePackClip, durationMs: number): string | null {
  const reason = clipDurationReason(label, clipDurationLimits(clip), durationMs);
  return reason && voicePackProblemText(reason);
}

/** The numbers 1-75 a pack does not have, as problems ("42 is missing"). */
export function missingNumberProblems(present: ReadonlySet<number>): string[] {
  return missingNumberReasons(present).map(voicePackProblemText);
}

export function voicePackNameProblem(name: string): string | null {
  return refusalTextOf(voicePackNameRefusal(name));
}

/** voicePackNameProblem as a refusal. */
export function voicePackNameRefusal(name: string): Refusal | null {
  const trimmed = name.trim();
  if (trimmed === '') return refusal('FIELD_REQUIRED', { field: 'name' });
  if (trimmed.length > VOICE_PACK_NAME_MAX_LENGTH)
    return refusal('FIELD_TOO_LONG', { field: 'name', max: VOICE_PACK_NAME_MAX_LENGTH });
  return null;
}

export const VOICE_PACK_TOO_LARGE = `The pack is larger than ${VOICE_PACK_MAX_BYTES / 1024 / 1024} MB`;
