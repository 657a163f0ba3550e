import { describe, expect, it } from 'vitest';
import { HmacByteStream } from '../random/hmac-stream';
import { chiSquareCritical99, drawUniformity } from './uniformity';

// 100,000 shuffles take ~0.7 s on a quiet machine and timed out at vitest's default 5 s on a
// loaded 2-core one. The seeds are a fixed counter (counterSeed), so the outcome never varies:
// only the time does, hence a timeout sized for a busy machine rather than fewer draws.
const HEAVY = { timeout: 120_000 };

describe('call sequence uniformity', () => {
  it('computes chi-square critical values close to the exact ones', () => {
    // Exact 99th percentiles (scipy.stats.chi2.ppf(0.99, df)).
    expect(chiSquareCritical99(74)).toBeCloseTo(105.202, 1);
    expect(Math.abs(chiSquareCritical99(5476) - 5722.394)).toBeLessThan(0.5);
  });

  it('passes chi-square at the 99% level over 100,000 draws', HEAVY, () => {
    const report = drawUniformity(100_000);
    expect(report.firstPosition.statistic).toBeLessThan(report.firstPosition.critical99);
    expect(report.positionByNumber.statistic).toBeLessThan(report.positionByNumber.critical99);
    expect(report.firstPosition.passes && report.positionByNumber.passes).toBe(true);
  });

  it('would catch a shuffle with modulo bias at the same sample size', HEAVY, () => {
    // The mistake rejection sampling prevents: j = byte mod (i + 1) with no rejection.
    const biased = (seed: Uint8Array) => {
      const stream = new HmacByteStream(seed, 'bingo-hall/draw/v1');
      const a = Array.from({ length: 75 }, (_, i) => i + 1);
      for (let i = 74; i > 0; i--) {
        const j = stream.nextByte() % (i + 1);
        const t = a[i]!;
        a[i] = a[j]!;
        a[j] = t;
      }
      return a;
    };
    const report = drawUniformity(100_000, undefined, biased);
    expect(report.positionByNumber.passes).toBe(false);
    expect(report.firstPosition.passes).toBe(false);
  });
});
