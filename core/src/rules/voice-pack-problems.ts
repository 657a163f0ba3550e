/**
 * Why a voice pack was refused, as data: the API answers each reason with its code and values
 * (`details.reasons`) beside the English sentence (`details.problems`), so a client words it in
 * its own language. Codes are part of the public contract: add new ones, never rename one.
 */

export type VoicePackProblem =
  | { code: 'NOT_A_ZIP' }
  | { code: 'EXPANDS_TOO_LARGE'; megabytes: number }
  | { code: 'NOT_A_CLIP'; file: string }
  | { code: 'DUPLICATE_CLIP'; clip: string }
  | { code: 'CLIP_DOES_NOT_DECODE'; clip: string; reason: string }
  | { code: 'CLIP_TOO_LONG'; clip: string; seconds: number; limitSeconds: number }
  | { code: 'CLIP_TOO_SHORT'; clip: string; seconds: number; limitSeconds: number }
  | { code: 'CLIP_SILENT'; clip: string }
  | { code: 'NUMBER_MISSING'; clip: string };

export type VoicePackProblemCode = VoicePackProblem['code'];

export const VOICE_PACK_PROBLEM_CODES = [
  'NOT_A_ZIP',
  'EXPANDS_TOO_LARGE',
  'NOT_A_CLIP',
  'DUPLICATE_CLIP',
  'CLIP_DOES_NOT_DECODE',
  'CLIP_TOO_LONG',
  'CLIP_TOO_SHORT',
  'CLIP_SILENT',
  'NUMBER_MISSING',
] as const satisfies readonly VoicePackProblemCode[];

/** Seconds to one decimal, as the limits are written (14, 0.3). */
const seconds = (ms: number) => Number((ms / 1000).toFixed(1));

/** The duration problem of a clip, or null when it is within its limits (core's clipDurationLimits). */
export function clipDurationReason(
  label: string,
  { min, max }: { min: number; max: number },
  durationMs: number,
): VoicePackProblem | null {
  if (durationMs > max)
    return { code: 'CLIP_TOO_LONG', clip: label, seconds: seconds(durationMs), limitSeconds: seconds(max) };
  if (durationMs < min)
    return { code: 'CLIP_TOO_SHORT', clip: label, seconds: seconds(durationMs), limitSeconds: seconds(min) };
  return null;
}

/** The numbers 1-75 a pack does not have. */
export function missingNumberReasons(present: ReadonlySet<number>): VoicePackProblem[] {
  const out: VoicePackProblem[] = [];
  for (let n = 1; n <= 75; n++) if (!present.has(n)) out.push({ code: 'NUMBER_MISSING', clip: String(n) });
  return out;
}

/** The English sentence of a problem (REST clients and logs read these). */
export function voicePackProblemText(problem: VoicePackProblem): string {
  switch (problem.code) {
    case 'NOT_A_ZIP':
      return 'The file is not a zip archive';
    case 'EXPANDS_TOO_LARGE':
      return `The pack expands to more than ${problem.megabytes} MB`;
    case 'NOT_A_CLIP':
      return `${problem.file} is not a number (1-75, B1..O75) or an event clip`;
    case 'DUPLICATE_CLIP':
      return `${problem.clip} appears twice`;
    case 'CLIP_DOES_NOT_DECODE':
      return `${problem.clip} does not decode (${problem.reason}; WAV PCM is accepted)`;
    case 'CLIP_TOO_LONG':
      return `${problem.clip} is ${problem.seconds} s long (at most ${problem.limitSeconds} s)`;
    case 'CLIP_TOO_SHORT':
      return `${problem.clip} is ${problem.seconds} s long (at least ${problem.limitSeconds} s)`;
    case 'CLIP_SILENT':
      return `${problem.clip} is silent`;
    case 'NUMBER_MISSING':
      return `${problem.clip} is missing`;
  }
}
