/** Seed 000 sections 2, 5 and 9: voices and call speeds. */
export const VOICES = ['none', 'male', 'female', 'male1', 'oromo', 'tig'] as const;
export type Voice = (typeof VOICES)[number];
export const VOICE_SETS = ['female', 'male', 'male1', 'oromo', 'tig'] as const satisfies readonly Voice[];

export const SPEEDS = [
  { ms: 3000, key: 'fast' },
  { ms: 5000, key: 'medium' },
  { ms: 10000, key: 'slow' },
] as const;
export const FAST_MS = 3000;
export const DEFAULT_SPEED_MS = 5000;

/** Voices recorded at the fast pace: choosing them forces 3000 ms. */
export const FORCED_FAST_VOICES: readonly Voice[] = ['oromo', 'male1', 'tig'];

export function isVoice(v: unknown): v is Voice {
  return typeof v === 'string' && (VOICES as readonly string[]).includes(v);
}

export function isSpeed(ms: unknown): ms is number {
  return typeof ms === 'number' && SPEEDS.some((s) => s.ms === ms);
}

export function speedLocked(voice: Voice): boolean {
  return FORCED_FAST_VOICES.includes(voice);
}

/**
 * The speed to use after choosing `voice`: 3000 for oromo, male1 and tig; otherwise the speed
 * already chosen (if it is a valid one), else the default 5000.
 */
export function speedForVoice(voice: Voice, current: number | null): number {
  if (speedLocked(voice)) return FAST_MS;
  return isSpeed(current) ? current : DEFAULT_SPEED_MS;
}

/** The stored voice and speed (localStorage audioLanguage, callSpeed), made consistent. */
export function loadVoiceAndSpeed(storedVoice: string | null, storedSpeed: string | null): { voice: Voice; speedMs: number } {
  const voice = isVoice(storedVoice) ? storedVoice : 'none';
  const speed = storedSpeed === null ? null : Number(storedSpeed);
  return { voice, speedMs: speedForVoice(voice, speed) };
}
