import { birrToSantim, isBetAllowed, MIN_CARDS } from '@bingo/core';

/** docs/screens.md#dashboard-rules: when the Start Game button may be pressed (limits from core). */
export const BET_SUGGESTIONS = [10, 15, 20, 25, 50, 100, 150, 200] as const;

export interface StartState {
  /** The bet as typed (Birr). */
  bet: string;
  /** The chosen call speed in ms, or null when none is chosen. */
  speedMs: number | null;
  selectedCount: number;
  submitting: boolean;
}

/** Bet non-empty and not below 10, a speed chosen, at least 3 cards, no submission running. */
export function canStartGame({ bet, speedMs, selectedCount, submitting }: StartState): boolean {
  const trimmed = bet.trim();
  if (trimmed === '' || submitting || !speedMs || selectedCount < MIN_CARDS) return false;
  return isBetAllowed(Number(trimmed));
}

/** Why Start is disabled, as an i18n key (for the hint under the button); null when it is enabled. */
export function startBlockReason(state: StartState): string | null {
  if (state.submitting) return null;
  const value = Number(state.bet.trim());
  if (state.bet.trim() === '' || !isBetAllowed(value)) return 'dashboard.hint.bet';
  if (!state.speedMs) return 'dashboard.hint.speed';
  if (state.selectedCount < MIN_CARDS) return 'dashboard.hint.cards';
  return null;
}

/** The typed bet in santim, or null while it is not a valid amount of Birr. */
export function betSantim(bet: string): number | null {
  try {
    return birrToSantim(Number(bet.trim()), 'bettingAmount');
  } catch {
    return null;
  }
}
