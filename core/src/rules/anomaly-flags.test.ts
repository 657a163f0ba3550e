import { describe, expect, it } from 'vitest';
import { anomalyFlags, binomialUpperTail, cardWinPValue, type HostAnomalyFigures } from './anomaly-flags';
import { anomalyThresholdProblems, DEFAULT_ANOMALY_THRESHOLDS } from './anomaly-thresholds';

const quiet: HostAnomalyFigures = {
  games: 100,
  abandoned: 5,
  missedClaims: 0,
  sizedGames: 80,
  short30: 0,
  short40: 1,
  short50: 3,
  shiftDifferences: 0,
  flaggedPayouts: 0,
  reprints: 0,
  repairings: 0,
  cards: [],
};

describe('binomialUpperTail', () => {
  it('matches sums of the binomial terms computed by hand', () => {
    expect(binomialUpperTail(1, 1, 0.5)).toBeCloseTo(0.5, 12);
    expect(binomialUpperTail(3, 10, 0.5)).toBeCloseTo(968 / 1024, 12);
    expect(binomialUpperTail(10, 10, 0.5)).toBeCloseTo(1 / 1024, 15);
    expect(binomialUpperTail(0, 10, 0.1)).toBe(1);
    expect(binomialUpperTail(11, 10, 0.1)).toBe(0);
  });

  it('stays finite and exact in logarithms for thousands of games', () => {
    // P(X ≥ 600 | 5000, 0.1): the mean is 500, sd 21.2; about 4.7 sd above, ~1.7e-6 (normal ≈ 1.3e-6).
    const p = binomialUpperTail(600, 5000, 0.1);
    expect(p).toBeGreaterThan(1e-7);
    expect(p).toBeLessThan(1e-5);
    expect(binomialUpperTail(500, 5000, 0.1)).toBeGreaterThan(0.49);
  });
});

describe('cardWinPValue', () => {
  it('card 13 winning 12 of 40 games of 10 cards is beyond chance (p ≈ 4e-4); 5 of 40 is not', () => {
    expect(cardWinPValue({ palette: 13, plays: 40, wins: 12, expectedWins: 4 })).toBeLessThan(0.001);
    expect(cardWinPValue({ palette: 13, plays: 40, wins: 5, expectedWins: 4 })).toBeGreaterThan(0.1);
  });
});

describe('anomalyFlags', () => {
  it('a quiet host raises nothing under the defaults', () => {
    expect(anomalyFlags(quiet, DEFAULT_ANOMALY_THRESHOLDS)).toEqual([]);
  });

  it('raises each kind at its threshold, the lucky card with its p-value', () => {
    const flags = anomalyFlags(
      {
        ...quiet,
        abandoned: 30,
        missedClaims: 5,
        shiftDifferences: 2,
        flaggedPayouts: 3,
        short50: 20,
        reprints: 10,
        repairings: 12,
        cards: [
          { palette: 13, plays: 40, wins: 12, expectedWins: 4 },
          { palette: 7, plays: 40, wins: 5, expectedWins: 4 },
        ],
      },
      DEFAULT_ANOMALY_THRESHOLDS,
    );
    expect(flags.map((f) => f.kind)).toEqual([
      'ABANDONED_GAMES',
      'MISSED_CLAIMS',
      'SHIFT_DIFFERENCES',
      'FLAGGED_PAYOUTS',
      'LUCKY_CARD',
      'SHORT_GAMES',
      'REPRINTS',
      'REPAIRINGS',
    ]);
    expect(flags[4]!.card).toMatchObject({ palette: 13, wins: 12 });
    expect(flags[0]!.value).toBeCloseTo(0.3);
  });

  it('rates say nothing below the fewest games; the short ratio picks its column', () => {
    const few = { ...quiet, games: 5, abandoned: 5, sizedGames: 5, short30: 5, short40: 5, short50: 5 };
    expect(anomalyFlags(few, DEFAULT_ANOMALY_THRESHOLDS)).toEqual([]);
    const short = { ...quiet, short30: 0, short40: 20, short50: 40 };
    expect(anomalyFlags(short, { ...DEFAULT_ANOMALY_THRESHOLDS, shortGameRatio: 0.3 })).toEqual([]);
    expect(anomalyFlags(short, { ...DEFAULT_ANOMALY_THRESHOLDS, shortGameRatio: 0.4 })[0]!.value).toBe(0.25);
  });
});

describe('anomalyThresholdProblems', () => {
  it('accepts the defaults and refuses every field outside its range, with the range', () => {
    expect(anomalyThresholdProblems(DEFAULT_ANOMALY_THRESHOLDS)).toEqual([]);
    const problems = anomalyThresholdProblems({
      ...DEFAULT_ANOMALY_THRESHOLDS,
      cardWinPValue: 0.5,
      minGames: 2.5,
      shortGameRatio: 0.45,
      abandonedRate: Number.NaN,
    });
    expect(problems).toEqual([
      { code: 'THRESHOLD_OUT_OF_RANGE', field: 'minGames', min: 1, max: 10_000 },
      { code: 'THRESHOLD_OUT_OF_RANGE', field: 'abandonedRate', min: 0.01, max: 1 },
      { code: 'THRESHOLD_OUT_OF_RANGE', field: 'cardWinPValue', min: 1e-9, max: 0.01 },
      { code: 'THRESHOLD_OUT_OF_RANGE', field: 'shortGameRatio', min: 0.3, max: 0.5 },
    ]);
  });
});
