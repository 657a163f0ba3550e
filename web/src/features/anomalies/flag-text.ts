import type { TFunction } from 'i18next';

/** The parts of a flag the screen words (the GraphQL AnomalyFlagObject). */
export interface FlagLike {
  kind: string;
  value: number;
  threshold: number;
  cardNumber?: number | null;
  plays?: number | null;
  wins?: number | null;
  expectedWins?: number | null;
  pValue?: number | null;
}

/** Shares (0-1) are shown as whole percent. */
const RATES = new Set(['ABANDONED_GAMES', 'SHORT_GAMES']);
const percent = (share: number) => Math.round(share * 100);

/** The flag's name, e.g. "Card 13 wins too often". */
export const flagTitle = (t: TFunction, f: FlagLike) => t(`anomaly.kind.${f.kind}`, { card: f.cardNumber });

/** The figure against its threshold, e.g. "30% (limit 25%)" or "12 wins in 40 games, chance gives 4; p = 1.2e-5". */
export function flagFigure(t: TFunction, f: FlagLike): string {
  if (f.kind === 'LUCKY_CARD')
    return t('anomaly.value.card', {
      wins: f.wins,
      plays: f.plays,
      expected: (f.expectedWins ?? 0).toFixed(1),
      p: (f.pValue ?? 0).toExponential(1),
    });
  if (RATES.has(f.kind)) return t('anomaly.value.rate', { value: percent(f.value), threshold: percent(f.threshold) });
  return t('anomaly.value.count', { value: f.value, threshold: f.threshold });
}
