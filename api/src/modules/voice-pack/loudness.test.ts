import { describe, expect, it } from 'vitest';
import { evenOut, loudnessDb, peakDb, TARGET_LEVEL_DB } from './loudness';
import { decodeWav, encodeWav, WavError, type Pcm } from './wav';

/** A word: a tone of this amplitude between two stretches of silence. */
function word(amplitude: number, rate = 8000): Pcm {
  const samples = new Float32Array(rate);
  for (let i = rate / 4; i < (rate * 3) / 4; i++) samples[i] = amplitude * Math.sin((2 * Math.PI * 200 * i) / rate);
  return { sampleRate: rate, samples };
}

describe('loudness', () => {
  it('measures the word, not the silence around it', () => {
    const padded = word(0.5);
    const tight = { sampleRate: 8000, samples: padded.samples.slice(2000, 6000) };
    expect(Math.abs(loudnessDb(padded) - loudnessDb(tight))).toBeLessThan(0.2);
  });

  it('brings every clip to the target, and all lower together when a peak would pass the ceiling', () => {
    const quiet = evenOut([word(0.02), word(0.1), word(0.6)]);
    for (const clip of quiet.clips) expect(loudnessDb(clip)).toBeCloseTo(TARGET_LEVEL_DB, 1);
    // A spiky clip: its peak limits how loud it may go, so the whole pack settles lower, evenly.
    const spiky = word(0.05);
    spiky.samples[4000] = 1;
    const limited = evenOut([word(0.3), spiky]);
    expect(limited.level).toBeLessThan(TARGET_LEVEL_DB);
    const levels = limited.clips.map(loudnessDb);
    expect(Math.abs(levels[0]! - levels[1]!)).toBeLessThan(0.1);
    for (const clip of limited.clips) expect(peakDb(clip)).toBeLessThanOrEqual(-0.99);
  });
});

describe('WAV', () => {
  it('round-trips mono 16-bit and mixes stereo 24-bit down', () => {
    const pcm = word(0.4);
    const back = decodeWav(encodeWav(pcm));
    expect(back.sampleRate).toBe(8000);
    expect(Math.max(...back.samples.map((s, i) => Math.abs(s - pcm.samples[i]!)))).toBeLessThan(1e-4);

    // Stereo 24-bit: left +0.5, right -0.25 → mono 0.125.
    const frames = 10;
    const bytes = new Uint8Array(44 + frames * 6);
    const view = new DataView(bytes.buffer);
    const ascii = (at: number, s: string) => [...s].forEach((c, i) => view.setUint8(at + i, c.charCodeAt(0)));
    ascii(0, 'RIFF');
    ascii(8, 'WAVE');
    ascii(12, 'fmt ');
    view.setUint32(16, 16, true);
    view.setUint16(20, 1, true);
    view.setUint16(22, 2, true);
    view.setUint32(24, 8000, true);
    view.setUint16(34, 24, true);
    ascii(36, 'data');
    view.setUint32(40, frames * 6, true);
    const put24 = (at: number, v: number) => {
      const n = Math.round(v * 8388608) & 0xffffff;
      view.setUint8(at, n & 0xff);
      view.setUint8(at + 1, (n >> 8) & 0xff);
      view.setUint8(at + 2, (n >> 16) & 0xff);
    };
    for (let f = 0; f < frames; f++) {
      put24(44 + f * 6, 0.5);
      put24(44 + f * 6 + 3, -0.25);
    }
    const stereo = decodeWav(bytes);
    expect(stereo.samples.length).toBe(frames);
    expect(stereo.samples[3]).toBeCloseTo(0.125, 5);
  });

  it('refuses what is not WAV PCM', () => {
    expect(() => decodeWav(new TextEncoder().encode('ID3 an mp3 file'))).toThrow(WavError);
    const compressed = encodeWav(word(0.1));
    new DataView(compressed.buffer).setUint16(20, 0x55, true); // MPEG Layer 3 inside RIFF
    expect(() => decodeWav(compressed)).toThrow('unsupported WAV encoding');
  });
});
