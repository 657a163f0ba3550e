import { clipDurationProblem, clipKey, missingNumberProblems, parseClipName, type VoicePackClip } from '@bingo/core';
import { unzipSync } from 'fflate';
import { evenOut, loudnessDb } from './loudness';
import { decodeWav, durationMs, encodeWav, WavError, type Pcm } from './wav';

/** A clip that passed every check, its loudness evened out, ready to store. */
export interface CheckedClip {
  key: string;
  audio: Uint8Array;
  durationMs: number;
}

export type PackCheck = { ok: true; clips: CheckedClip[]; level: number } | { ok: false; problems: string[] };

/** What unzipping may expand to: a zip bomb is refused before it fills the memory. */
const MAX_EXPANDED_BYTES = 200 * 1024 * 1024;

const baseName = (path: string) => (path.split('/').pop() ?? '').replace(/\.[^.]*$/, '');
const skipped = (path: string) =>
  path.endsWith('/') || path.startsWith('__MACOSX/') || (path.split('/').pop() ?? '').startsWith('.');

function unzip(zip: Uint8Array): Record<string, Uint8Array> | string {
  let expanded = 0;
  try {
    return unzipSync(zip, {
      filter: (file) => {
        expanded += file.originalSize;
        if (expanded > MAX_EXPANDED_BYTES) throw new WavError('too large');
        return !skipped(file.name);
      },
    });
  } catch (error) {
    return error instanceof WavError
      ? `The pack expands to more than ${MAX_EXPANDED_BYTES / 1024 / 1024} MB`
      : 'The file is not a zip archive';
  }
}

/**
 * Checks a pack (docs/screens.md#voice-packs): every file is a number or an event clip, appears
 * once, decodes, is within its duration limits and is not silent; all 75 numbers are there.
 * Names every problem found ("42 is missing", "B7 is 14 s long", "G50 does not decode"), or
 * answers the clips with their loudness evened out.
 */
export function checkPack(zip: Uint8Array): PackCheck {
  const files = unzip(zip);
  if (typeof files === 'string') return { ok: false, problems: [files] };
  const problems: string[] = [];
  const found = new Map<string, { clip: VoicePackClip; pcm: Pcm }>();
  const numbers = new Set<number>();
  for (const [path, bytes] of Object.entries(files).sort(([a], [b]) => a.localeCompare(b))) {
    const label = baseName(path);
    const clip = parseClipName(path);
    if (!clip) {
      problems.push(`${path} is not a number (1-75, B1..O75) or an event clip`);
      continue;
    }
    const key = clipKey(clip);
    if (found.has(key) || (clip.kind === 'number' && numbers.has(clip.number))) {
      problems.push(`${label} appears twice`);
      continue;
    }
    if (clip.kind === 'number') numbers.add(clip.number);
    let pcm: Pcm;
    try {
      pcm = decodeWav(bytes);
    } catch (error) {
      if (!(error instanceof WavError)) throw error;
      problems.push(`${label} does not decode (${error.message}; WAV PCM is accepted)`);
      continue;
    }
    const tooLongOrShort = clipDurationProblem(label, clip, durationMs(pcm));
    if (tooLongOrShort) problems.push(tooLongOrShort);
    else if (!Number.isFinite(loudnessDb(pcm))) problems.push(`${label} is silent`);
    else found.set(key, { clip, pcm });
  }
  problems.push(...missingNumberProblems(numbers));
  if (problems.length > 0) return { ok: false, problems };
  const entries = [...found.entries()];
  const even = evenOut(entries.map(([, v]) => v.pcm));
  return {
    ok: true,
    level: even.level,
    clips: entries.map(([key], i) => {
      const pcm = even.clips[i]!;
      return { key, audio: encodeWav(pcm), durationMs: durationMs(pcm) };
    }),
  };
}
