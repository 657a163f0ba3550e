/** Voices and call speeds of the regular caller (docs/screens.md#dashboard-rules). */
import { REGULAR_CALL_SPEEDS } from './game-rules';

export const VOICES = ['none', 'male', 'female', 'male1', 'oromo', 'tig'] as const;
export type Voice = (typeof VOICES)[number];
/** The recorded voice sets (all voices but "none"). */
export const VOICE_SETS = ['female', 'male', 'male1', 'oromo', 'tig'] as const satisfies readonly Voice[];

export const FAST_CALL_SPEED_MS = 3000;
export const DEFAULT_CALL_SPEED_MS = 5000;

/** Voices recorded at the fast pace: choosing them forces 3000 ms. */
export const FORCED_FAST_VOICES: readonly Voice[] = ['oromo', 'male1', 'tig'];

export function isVoice(v: unknown): v is Voice {
  return typeof v === 'string' && (VOICES as readonly string[]).includes(v);
}

export function isRegularCallSpeed(ms: unknown): ms is number {
  return typeof ms === 'number' && (REGULAR_CALL_SPEEDS as readonly number[]).includes(ms);
}

export function speedLocked(voice: Voice): boolean {
  return FORCED_FAST_VOICES.includes(voice);
}

/**
 * The speed to use after choosing `voice`: 3000 for oromo, male1 and tig; otherwise the speed
 * already chosen (if it is a valid one), else the default 5000.
 */
export function speedForVoice(voice: Voice, current: number | null): number {
  if (speedLocked(voice)) return FAST_CALL_SPEED_MS;
  return isRegularCallSpeed(current) ? current : DEFAULT_CALL_SPEED_MS;
}
