/**
 * The owner's anomaly thresholds (docs/reporting.md#anomalies): what makes a host's figures over a
 * range worth a look. Each owner group keeps its own; a group that never set them uses the
 * defaults. The server refuses a value outside its range with a reason per field
 * (`details.reasons`: { code, field, min, max }), and the screens show the same ranges.
 */

export interface AnomalyThresholds {
  /** Fewest ended games in the range before the rates (abandoned, short games) say anything. */
  minGames: number;
  /** Share of ended games abandoned (ended before anyone won) at or above which the host is flagged. */
  abandonedRate: number;
  /** Missed claims (cards that completed and were never claimed) in the range. */
  missedClaims: number;
  /** Shifts closed with a difference beyond the hall's tolerance. */
  shiftDifferences: number;
  /** Payouts flagged for review (above the hall's threshold). */
  flaggedPayouts: number;
  /** A card is flagged when the chance of winning this often by luck alone is below this p-value. */
  cardWinPValue: number;
  /** A game is short when its calls are below this share of the host's usual (0.3, 0.4 or 0.5). */
  shortGameRatio: number;
  /** Share of ended games that were short, at or above which the host is flagged. */
  shortGameRate: number;
  /** Cards printed again on the same day. */
  reprints: number;
  /** Room displays paired again on the same day. */
  repairings: number;
}

export type AnomalyThresholdField = keyof AnomalyThresholds;

interface Range {
  min: number;
  max: number;
  /** Whole numbers only. */
  whole?: boolean;
  /** Only these values (the short-game ratios the roll-ups count). */
  steps?: readonly number[];
}

/** The short-game ratios the roll-ups count games below (one column each). */
export const SHORT_GAME_RATIOS = [0.3, 0.4, 0.5] as const;

/** Sane ranges: a threshold outside them is refused (a p-value of 0.5 would flag half the cards). */
export const ANOMALY_THRESHOLD_RANGES: Record<AnomalyThresholdField, Range> = {
  minGames: { min: 1, max: 10_000, whole: true },
  abandonedRate: { min: 0.01, max: 1 },
  missedClaims: { min: 1, max: 100_000, whole: true },
  shiftDifferences: { min: 1, max: 10_000, whole: true },
  flaggedPayouts: { min: 1, max: 100_000, whole: true },
  cardWinPValue: { min: 1e-9, max: 0.01 },
  shortGameRatio: { min: 0.3, max: 0.5, steps: SHORT_GAME_RATIOS },
  shortGameRate: { min: 0.01, max: 1 },
  reprints: { min: 1, max: 100_000, whole: true },
  repairings: { min: 1, max: 10_000, whole: true },
};

export const ANOMALY_THRESHOLD_FIELDS = Object.keys(ANOMALY_THRESHOLD_RANGES) as AnomalyThresholdField[];

/** Sensible defaults: a quarter of games abandoned, p < 0.001 for a card, games under half the usual length. */
export const DEFAULT_ANOMALY_THRESHOLDS: AnomalyThresholds = {
  minGames: 20,
  abandonedRate: 0.25,
  missedClaims: 5,
  shiftDifferences: 2,
  flaggedPayouts: 3,
  cardWinPValue: 0.001,
  shortGameRatio: 0.5,
  shortGameRate: 0.2,
  reprints: 10,
  repairings: 10,
};

/** A refused threshold, as data a client words in its own language. */
export interface AnomalyThresholdProblem {
  code: 'THRESHOLD_OUT_OF_RANGE';
  field: AnomalyThresholdField;
  min: number;
  max: number;
}

/** Every field outside its range (or not one of its steps, or not whole where it must be). */
export function anomalyThresholdProblems(input: AnomalyThresholds): AnomalyThresholdProblem[] {
  const problems: AnomalyThresholdProblem[] = [];
  for (const field of ANOMALY_THRESHOLD_FIELDS) {
    const range = ANOMALY_THRESHOLD_RANGES[field];
    const value = input[field];
    const ok =
      typeof value === 'number' &&
      Number.isFinite(value) &&
      value >= range.min &&
      value <= range.max &&
      (!range.whole || Number.isInteger(value)) &&
      (!range.steps || range.steps.some((s) => Math.abs(s - value) < 1e-9));
    if (!ok) problems.push({ code: 'THRESHOLD_OUT_OF_RANGE', field, min: range.min, max: range.max });
  }
  return problems;
}

/** The English sentence of the problems (REST and GraphQL messages); clients word the reasons. */
export function anomalyThresholdProblemText(problems: readonly AnomalyThresholdProblem[]): string {
  return problems.map((p) => `${p.field} must be from ${p.min} to ${p.max}`).join('; ');
}
