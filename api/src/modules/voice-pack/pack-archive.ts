import {
  clipDurationLimits,
  clipDurationReason,
  clipKey,
  missingNumberReasons,
  parseClipName,
  type VoicePackClip,
  type VoicePackProblem,
} from '@bingo/core';
import { unzipSync } from 'fflate';
import { evenOut, loudnessDb } from './loudness';
import { decodeWav, durationMs, encodeWav, WavError, type Pcm } from './wav';

/** A clip that passed every check, its loudness evened out, ready to store. */
export interface CheckedClip {
  key: string;
  audio: Uint8Array;
  durationMs: number;
}

export type PackCheck = { ok: true; clips: CheckedClip[]; level: number } | { ok: false; problems: VoicePackProblem[] };

/** What unzipping may expand to: a zip bomb is refused before it fills the memory. */
const MAX_EXPANDED_BYTES = 200 * 1024 * 1024;

const baseName = (path: string) => (path.split('/').pop() ?? '').replace(/\.[^.]*$/, '');
const skipped = (path: string) =>
  path.endsWith('/') || path.startsWith('__MACOSX/') || (path.split('/').pop() ?? '').startsWith('.');

function unzip(zip: Uint8Array): Record<string, Uint8Array> | VoicePackProblem {
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
      ? { code: 'EXPANDS_TOO_LARGE', megabytes: MAX_EXPANDED_BYTES / 1024 / 1024 }
      : { code: 'NOT_A_ZIP' };
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
  if ('code' in files) return { ok: false, problems: [files as VoicePackProblem] };
  const problems: VoicePackProblem[] = [];
  const found = new Map<string, { clip: VoicePackClip; pcm: Pcm }>();
  const numbers = new Set<number>();
  for (const [path, bytes] of Object.entries(files).sort(([a], [b]) => a.localeCompare(b))) {
    const label = baseName(path);
    const clip = parseClipName(path);
    if (!clip) {
      problems.push({ code: 'NOT_A_CLIP', file: path });
      continue;
    }
    const key = clipKey(clip);
    if (found.has(key) || (clip.kind === 'number' && numbers.has(clip.number))) {
      problems.push({ code: 'DUPLICATE_CLIP', clip: label });
      continue;
    }
    if (clip.kind === 'number') numbers.add(clip.number);
    let pcm: Pcm;
    try {
      pcm = decodeWav(bytes);
    } catch (error) {
      if (!(error instanceof WavError)) throw error;
      problems.push({ code: 'CLIP_DOES_NOT_DECODE', clip: label, reason: error.message });
      continue;
    }
    const tooLongOrShort = clipDurationReason(label, clipDurationLimits(clip), durationMs(pcm));
    if (tooLongOrShort) problems.push(tooLongOrShort);
    else if (!Number.isFinite(loudnessDb(pcm))) problems.push({ code: 'CLIP_SILENT', clip: label });
    else found.set(key, { clip, pcm });
  }
  problems.push(...missingNumberReasons(numbers));
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
