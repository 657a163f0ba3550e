import { BALL_COUNT } from '../cards/card';
import { DRAW_SEED_BYTES, drawOrderFromSeedBytes } from './draw';

/*
 * Chi-square checks that call sequences are uniform: which number comes first (75 cells, 74
 * degrees of freedom) and the full position-by-number table (75 x 75 cells; every row and column
 * total is fixed by construction, so (75 - 1)^2 = 5476 degrees of freedom). Used by the tests
 * (100,000 draws) and by scripts/uniformity-report.ts (1,000,000 draws).
 */

export interface ChiSquareResult {
  statistic: number;
  degreesOfFreedom: number;
  /** The statistic a uniform source stays below with probability 0.99. */
  critical99: number;
  passes: boolean;
}

export interface UniformityReport {
  draws: number;
  firstPosition: ChiSquareResult;
  positionByNumber: ChiSquareResult;
}

const Z_99 = 2.3263478740408408;

/** 99th percentile of chi-square with df degrees of freedom (Wilson-Hilferty; error well under 0.1 % for df >= 74). */
export function chiSquareCritical99(df: number): number {
  const a = 2 / (9 * df);
  return df * (1 - a + Z_99 * Math.sqrt(a)) ** 3;
}

function chiSquare(observed: ArrayLike<number>, expected: number, df: number): ChiSquareResult {
  let statistic = 0;
  for (let i = 0; i < observed.length; i++) {
    const d = observed[i]! - expected;
    statistic += (d * d) / expected;
  }
  const critical99 = chiSquareCritical99(df);
  return { statistic, degreesOfFreedom: df, critical99, passes: statistic < critical99 };
}

/**
 * Seed i of a bulk run: a fixed 28-byte prefix followed by i as 4 bytes big-endian. HMAC-SHA256 keyed
 * by distinct seeds gives independent streams, so a counter is as good as fresh randomness here and
 * costs nothing.
 */
export function counterSeed(prefix: Uint8Array, i: number, into = new Uint8Array(DRAW_SEED_BYTES)): Uint8Array {
  into.set(prefix.subarray(0, DRAW_SEED_BYTES - 4));
  into[28] = (i >>> 24) & 0xff;
  into[29] = (i >>> 16) & 0xff;
  into[30] = (i >>> 8) & 0xff;
  into[31] = i & 0xff;
  return into;
}

export function drawUniformity(
  draws: number,
  seedPrefix: Uint8Array = new Uint8Array(DRAW_SEED_BYTES - 4),
  shuffle: (seed: Uint8Array) => number[] = drawOrderFromSeedBytes,
): UniformityReport {
  const first = new Float64Array(BALL_COUNT);
  const table = new Float64Array(BALL_COUNT * BALL_COUNT);
  const seed = new Uint8Array(DRAW_SEED_BYTES);
  for (let i = 0; i < draws; i++) {
    const order = shuffle(counterSeed(seedPrefix, i, seed));
    first[order[0]! - 1]!++;
    for (let pos = 0; pos < BALL_COUNT; pos++) table[pos * BALL_COUNT + order[pos]! - 1]!++;
  }
  const expected = draws / BALL_COUNT;
  return {
    draws,
    firstPosition: chiSquare(first, expected, BALL_COUNT - 1),
    positionByNumber: chiSquare(table, expected, (BALL_COUNT - 1) ** 2),
  };
}
