import { zipSync } from 'fflate';

/**
 * Voice packs made in the test (docs/screens.md#voice-packs): a "word" is a tone under a smooth
 * envelope with silence around it, written as WAV PCM, so every machine can make them (no espeak-ng
 * or sox needed). `amplitude` varies per clip to show that loudness is evened out.
 */
export function toneWav(options: { ms?: number; amplitude?: number; hz?: number; rate?: number; bits?: 16 | 8 } = {}) {
  const { ms = 600, amplitude = 0.3, hz = 220, rate = 8000, bits = 16 } = options;
  const frames = Math.round((rate * ms) / 1000);
  const bytesPer = bits / 8;
  const out = new Uint8Array(44 + frames * bytesPer);
  const view = new DataView(out.buffer);
  const ascii = (at: number, s: string) => [...s].forEach((c, i) => view.setUint8(at + i, c.charCodeAt(0)));
  ascii(0, 'RIFF');
  view.setUint32(4, 36 + frames * bytesPer, true);
  ascii(8, 'WAVE');
  ascii(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, rate, true);
  view.setUint32(28, rate * bytesPer, true);
  view.setUint16(32, bytesPer, true);
  view.setUint16(34, bits, true);
  ascii(36, 'data');
  view.setUint32(40, frames * bytesPer, true);
  const pad = Math.floor(frames * 0.15);
  for (let i = 0; i < frames; i++) {
    const inWord = i >= pad && i < frames - pad;
    const env = inWord ? Math.sin((Math.PI * (i - pad)) / (frames - 2 * pad)) : 0;
    const s = amplitude * env * Math.sin((2 * Math.PI * hz * i) / rate);
    if (bits === 16) view.setInt16(44 + i * 2, Math.round(s * 32767), true);
    else view.setUint8(44 + i, Math.round(128 + s * 127));
  }
  return out;
}

/** The file names and contents of a good pack: 75 numbers (some as B7, G50…) and two event clips. */
export function goodPackFiles(): Record<string, Uint8Array> {
  const files: Record<string, Uint8Array> = {};
  const letters = 'BINGO';
  for (let n = 1; n <= 75; n++) {
    // Louder and quieter recordings (amplitude 0.05 … 0.8), names with and without the letter.
    const name = n % 2 === 0 ? `${n}.wav` : `${letters[Math.floor((n - 1) / 15)]}${n}.wav`;
    files[`pack/${name}`] = toneWav({ amplitude: 0.05 + (n % 6) * 0.15, hz: 180 + n * 4, bits: n % 10 === 0 ? 8 : 16 });
  }
  files['pack/winner.wav'] = toneWav({ ms: 1500, amplitude: 0.5 });
  files['pack/game_start.wav'] = toneWav({ ms: 1200, amplitude: 0.2 });
  return files;
}

export function zipOf(files: Record<string, Uint8Array>): Uint8Array {
  return zipSync(files, { level: 6 });
}
