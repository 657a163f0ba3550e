import type { Pcm } from './wav';

/**
 * Loudness evened out across a pack's clips (docs/screens.md#voice-packs), so no number is louder
 * than another. Loudness is approximated as in EBU R128's gating, without its K-weighting: the
 * mean power of 50 ms blocks, leaving out silent blocks (below -70 dBFS) and those 20 dB under the
 * clip's ungated mean, so the silence around a word does not lower its measure.
 */
const BLOCK_MS = 50;
const ABSOLUTE_GATE_DB = -70;
const RELATIVE_GATE_DB = 20;
/** The level every clip is brought to, unless a clip's peak allows less (then all go lower). */
export const TARGET_LEVEL_DB = -20;
/** The highest sample after the gain, so no clip distorts. */
const PEAK_CEILING_DB = -1;

const toDb = (power: number) => (power > 0 ? 10 * Math.log10(power) : -Infinity);

function blockPowers({ sampleRate, samples }: Pcm): number[] {
  const size = Math.max(1, Math.round((sampleRate * BLOCK_MS) / 1000));
  const powers: number[] = [];
  for (let start = 0; start < samples.length; start += size) {
    const end = Math.min(samples.length, start + size);
    let sum = 0;
    for (let i = start; i < end; i++) sum += samples[i]! * samples[i]!;
    powers.push(sum / (end - start));
  }
  return powers;
}

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);

/** The gated level of a clip in dBFS (-Infinity for silence). */
export function loudnessDb(pcm: Pcm): number {
  const audible = blockPowers(pcm).filter((p) => toDb(p) > ABSOLUTE_GATE_DB);
  if (audible.length === 0) return -Infinity;
  const gate = toDb(mean(audible)) - RELATIVE_GATE_DB;
  return toDb(mean(audible.filter((p) => toDb(p) > gate)));
}

export function peakDb({ samples }: Pcm): number {
  let peak = 0;
  for (const s of samples) peak = Math.max(peak, Math.abs(s));
  return 20 * Math.log10(peak || Number.MIN_VALUE);
}

/**
 * One level for the whole pack: the target, or lower when some clip's peak would pass the ceiling
 * at the target (a shouted clip is not clipped, the others come down with it). Each clip gets the
 * gain that brings it to that level.
 */
export function evenOut(clips: readonly Pcm[]): { level: number; clips: Pcm[] } {
  const measured = clips.map((pcm) => ({ pcm, loudness: loudnessDb(pcm), peak: peakDb(pcm) }));
  const headrooms = measured.map((m) => m.loudness + (PEAK_CEILING_DB - m.peak)).filter(Number.isFinite);
  const level = Math.min(TARGET_LEVEL_DB, ...headrooms);
  return {
    level,
    clips: measured.map(({ pcm, loudness }) => {
      const gain = Number.isFinite(loudness) ? 10 ** ((level - loudness) / 20) : 1;
      return { sampleRate: pcm.sampleRate, samples: pcm.samples.map((s) => s * gain) };
    }),
  };
}
