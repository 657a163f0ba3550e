/**
 * WAV (RIFF) decoding and encoding in plain TypeScript, so a fresh machine with only Node checks
 * and evens out voice packs (docs/screens.md#voice-packs): no ffmpeg or sox at run time. Reads
 * PCM 8/16/24/32-bit integer and 32/64-bit float, any channel count (mixed down to mono); writes
 * mono 16-bit PCM.
 */

export interface Pcm {
  sampleRate: number;
  /** Mono samples in [-1, 1]. */
  samples: Float32Array;
}

const PCM = 1;
const FLOAT = 3;
const EXTENSIBLE = 0xfffe;

export class WavError extends Error {}

function readFormat(view: DataView, at: number, size: number) {
  if (size < 16) throw new WavError('format chunk too short');
  let format = view.getUint16(at, true);
  if (format === EXTENSIBLE && size >= 26) format = view.getUint16(at + 24, true);
  return {
    format,
    channels: view.getUint16(at + 2, true),
    sampleRate: view.getUint32(at + 4, true),
    bits: view.getUint16(at + 14, true),
  };
}

function sampleReader(view: DataView, format: number, bits: number): (offset: number) => number {
  if (format === PCM && bits === 8) return (o) => (view.getUint8(o) - 128) / 128;
  if (format === PCM && bits === 16) return (o) => view.getInt16(o, true) / 32768;
  if (format === PCM && bits === 24)
    return (o) => ((view.getUint8(o) | (view.getUint8(o + 1) << 8) | (view.getInt8(o + 2) << 16)) as number) / 8388608;
  if (format === PCM && bits === 32) return (o) => view.getInt32(o, true) / 2147483648;
  if (format === FLOAT && bits === 32) return (o) => view.getFloat32(o, true);
  if (format === FLOAT && bits === 64) return (o) => view.getFloat64(o, true);
  throw new WavError(`unsupported WAV encoding (format ${format}, ${bits} bits)`);
}

/** Decodes a WAV file; throws WavError when it is not one this reader understands. */
export function decodeWav(bytes: Uint8Array): Pcm {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const tag = (at: number) => String.fromCharCode(...bytes.subarray(at, at + 4));
  if (bytes.byteLength < 12 || tag(0) !== 'RIFF' || tag(8) !== 'WAVE') throw new WavError('not a WAV file');
  let fmt: ReturnType<typeof readFormat> | null = null;
  let at = 12;
  while (at + 8 <= bytes.byteLength) {
    const id = tag(at);
    const size = view.getUint32(at + 4, true);
    const body = at + 8;
    if (id === 'fmt ') fmt = readFormat(view, body, size);
    if (id === 'data') {
      if (!fmt) throw new WavError('data before format');
      const { format, channels, sampleRate, bits } = fmt;
      if (channels < 1 || sampleRate < 4000 || sampleRate > 192_000) throw new WavError('bad channel count or rate');
      const read = sampleReader(view, format, bits);
      const frameBytes = (bits / 8) * channels;
      const frames = Math.floor(Math.min(size, bytes.byteLength - body) / frameBytes);
      if (frames === 0) throw new WavError('no audio');
      const samples = new Float32Array(frames);
      for (let f = 0; f < frames; f++) {
        let sum = 0;
        for (let c = 0; c < channels; c++) sum += read(body + f * frameBytes + c * (bits / 8));
        const s = sum / channels;
        if (!Number.isFinite(s)) throw new WavError('bad sample');
        samples[f] = s;
      }
      return { sampleRate, samples };
    }
    at = body + size + (size % 2);
  }
  throw new WavError('no audio data');
}

/** Mono 16-bit PCM WAV, samples clamped to [-1, 1]. */
export function encodeWav({ sampleRate, samples }: Pcm): Uint8Array {
  const out = new Uint8Array(44 + samples.length * 2);
  const view = new DataView(out.buffer);
  const ascii = (at: number, s: string) => [...s].forEach((ch, i) => view.setUint8(at + i, ch.charCodeAt(0)));
  ascii(0, 'RIFF');
  view.setUint32(4, 36 + samples.length * 2, true);
  ascii(8, 'WAVE');
  ascii(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, PCM, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * 2, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  ascii(36, 'data');
  view.setUint32(40, samples.length * 2, true);
  for (let i = 0; i < samples.length; i++) {
    const s = Math.max(-1, Math.min(1, samples[i]!));
    view.setInt16(44 + i * 2, Math.round(s * 32767), true);
  }
  return out;
}

export function durationMs(pcm: Pcm): number {
  return Math.round((pcm.samples.length / pcm.sampleRate) * 1000);
}
