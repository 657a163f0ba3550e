import {
  DEFAULT_CALL_SPEED_MS,
  FAST_CALL_SPEED_MS,
  FORCED_FAST_VOICES,
  isRegularCallSpeed,
  isVoice,
  REGULAR_CALL_SPEEDS,
  speedForVoice,
  speedLocked,
  VOICE_SETS,
  VOICES,
  type Voice,
} from '@bingo/core';

/** docs/screens.md#dashboard-rules: voices and call speeds (the voice → speed rule is core's). */
export { FORCED_FAST_VOICES, isVoice, speedForVoice, speedLocked, VOICE_SETS, VOICES, type Voice };

/** The server's regular call speeds (core), fastest first, with their labels' keys. */
const [FAST, MEDIUM, SLOW] = REGULAR_CALL_SPEEDS;
export const SPEEDS = [
  { ms: FAST, key: 'fast' },
  { ms: MEDIUM, key: 'medium' },
  { ms: SLOW, key: 'slow' },
] as const;
export const FAST_MS = FAST_CALL_SPEED_MS;
export const DEFAULT_SPEED_MS = DEFAULT_CALL_SPEED_MS;

export const isSpeed = isRegularCallSpeed;

/** The stored voice and speed (localStorage audioLanguage, callSpeed), made consistent. */
export function loadVoiceAndSpeed(
  storedVoice: string | null,
  storedSpeed: string | null,
): { voice: Voice; speedMs: number } {
  const voice = isVoice(storedVoice) ? storedVoice : 'none';
  const speed = storedSpeed === null ? null : Number(storedSpeed);
  return { voice, speedMs: speedForVoice(voice, speed) };
}
