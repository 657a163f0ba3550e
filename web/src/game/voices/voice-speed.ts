import { isVoice, REGULAR_CALL_SPEEDS, speedForVoice, speedLocked, VOICES, type Voice } from '@bingo/core';

/** docs/screens.md#dashboard-rules: voices and call speeds (the voice → speed rule is core's). */
export { isVoice, speedForVoice, speedLocked, VOICES, type Voice };

/** The server's regular call speeds (core), fastest first, with their labels' keys. */
const [FAST, MEDIUM, SLOW] = REGULAR_CALL_SPEEDS;
export const SPEEDS = [
  { ms: FAST, key: 'fast' },
  { ms: MEDIUM, key: 'medium' },
  { ms: SLOW, key: 'slow' },
] as const;

/** The stored voice and speed (localStorage audioLanguage, callSpeed), made consistent. */
export function loadVoiceAndSpeed(
  storedVoice: string | null,
  storedSpeed: string | null,
): { voice: Voice; speedMs: number } {
  const voice = isVoice(storedVoice) ? storedVoice : 'none';
  const speed = storedSpeed === null ? null : Number(storedSpeed);
  return { voice, speedMs: speedForVoice(voice, speed) };
}
