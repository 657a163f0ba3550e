import type { AnomalyThresholds } from './anomaly-thresholds';

/**
 * Which of a host's figures over a range raise a flag (docs/reporting.md#anomalies). The server
 * sums the figures from its roll-ups and calls this; the codes are part of the public contract.
 */

export const ANOMALY_KINDS = [
  'ABANDONED_GAMES',
  'MISSED_CLAIMS',
  'SHIFT_DIFFERENCES',
  'FLAGGED_PAYOUTS',
  'LUCKY_CARD',
  'SHORT_GAMES',
  'REPRINTS',
  'REPAIRINGS',
] as const;
export type AnomalyKind = (typeof ANOMALY_KINDS)[number];

/** One card's record over the range: games it was in play that someone won, its wins, and the wins chance gives it. */
export interface CardRecord {
  palette: number;
  plays: number;
  wins: number;
  /** Σ over those games of 1 / (cards in play, house cards included). */
  expectedWins: number;
}

/** A host's figures summed over the range. */
export interface HostAnomalyFigures {
  games: number;
  abandoned: number;
  missedClaims: number;
  /** Ended games measured against the host's usual length (once the host had 20 games). */
  sizedGames: number;
  /** Of those, games shorter than 30 %, 40 %, 50 % of the usual. */
  short30: number;
  short40: number;
  short50: number;
  shiftDifferences: number;
  flaggedPayouts: number;
  reprints: number;
  repairings: number;
  /** Cards that won at least twice (fewer can never reach p < 0.01 with at most 100 cards in play). */
  cards: readonly CardRecord[];
}

export interface AnomalyFlag {
  kind: AnomalyKind;
  /** The figure that raised it: a count, or a rate for ABANDONED_GAMES and SHORT_GAMES. */
  value: number;
  /** The threshold it reached. */
  threshold: number;
  /** LUCKY_CARD: the card, its record and the p-value. */
  card?: CardRecord & { pValue: number };
}

/**
 * P(X ≥ k) for X ~ Binomial(n, p), exactly: the terms from k up, each from the one before
 * (pmf(j+1) = pmf(j) · (n−j)/(j+1) · p/(1−p)), the first in logarithms so large n never
 * overflows; the sum stops once the terms are past the mode and no longer change it.
 */
export function binomialUpperTail(k: number, n: number, p: number): number {
  if (k <= 0) return 1;
  if (k > n || p <= 0) return 0;
  if (p >= 1) return 1;
  let logTerm = k * Math.log(p) + (n - k) * Math.log1p(-p);
  for (let i = 1; i <= k; i++) logTerm += Math.log((n - k + i) / i);
  let term = Math.exp(logTerm);
  let sum = term;
  const ratio = p / (1 - p);
  for (let j = k; j < n; j++) {
    term *= ((n - j) / (j + 1)) * ratio;
    sum += term;
    if (j > n * p && term < sum * 1e-17) break;
  }
  return Math.min(1, sum);
}

/**
 * How likely a fair draw makes a card's record, as the p-value of an exact binomial test on its
 * wins over the games it was in play (games someone won; an abandoned game has no winner to be).
 * Under a fair draw every card in play is equally likely to complete first (the call order is a
 * uniformly random permutation), so in a game with N cards in play (house cards included) a card
 * wins with probability 1/N. N varies between games, so the per-game probability is estimated
 * as the mean of 1/N over the card's games (expectedWins / plays). The true count is then
 * Poisson-binomial with that mean, whose upper tail beyond the mean is never heavier than the
 * binomial's with the same mean (Hoeffding, 1956): the binomial p-value is conservative, a
 * card flagged by it is at least as unlikely under the exact law.
 */
export function cardWinPValue(card: CardRecord): number {
  if (card.plays <= 0 || card.wins <= 0) return 1;
  return binomialUpperTail(card.wins, card.plays, card.expectedWins / card.plays);
}

const shortCount = (f: HostAnomalyFigures, ratio: number) =>
  ratio <= 0.3 + 1e-9 ? f.short30 : ratio <= 0.4 + 1e-9 ? f.short40 : f.short50;

/** The flags a host's figures raise under the thresholds, in ANOMALY_KINDS order (cards by p-value). */
export function anomalyFlags(f: HostAnomalyFigures, t: AnomalyThresholds): AnomalyFlag[] {
  const flags: AnomalyFlag[] = [];
  const atLeast = (kind: AnomalyKind, value: number, threshold: number) => {
    if (value >= threshold) flags.push({ kind, value, threshold });
  };
  if (f.games >= t.minGames) atLeast('ABANDONED_GAMES', f.abandoned / f.games, t.abandonedRate);
  atLeast('MISSED_CLAIMS', f.missedClaims, t.missedClaims);
  atLeast('SHIFT_DIFFERENCES', f.shiftDifferences, t.shiftDifferences);
  atLeast('FLAGGED_PAYOUTS', f.flaggedPayouts, t.flaggedPayouts);
  const lucky = f.cards
    .map((c) => ({ ...c, pValue: cardWinPValue(c) }))
    .filter((c) => c.pValue < t.cardWinPValue)
    .sort((a, b) => a.pValue - b.pValue || a.palette - b.palette);
  for (const card of lucky) flags.push({ kind: 'LUCKY_CARD', value: card.wins, threshold: t.cardWinPValue, card });
  if (f.sizedGames >= t.minGames)
    atLeast('SHORT_GAMES', shortCount(f, t.shortGameRatio) / f.sizedGames, t.shortGameRate);
  atLeast('REPRINTS', f.reprints, t.reprints);
  atLeast('REPAIRINGS', f.repairings, t.repairings);
  return flags;
}
