import { BASIS_POINTS, FREE_GAME_WINDOW_MINUTES, freeGame } from '@bingo/core';

/**
 * Which scheduled slot the next start uses (docs/games-and-money.md#free-games): the earliest
 * whose time has come, at most 60 minutes ago: the server decides the same at start.
 */
export function dueFreeSlot<S extends { scheduledDateTime: string }>(slots: readonly S[], now: Date): S | null {
  const from = now.getTime() - FREE_GAME_WINDOW_MINUTES * 60_000;
  const due = slots
    .filter((s) => {
      const at = new Date(s.scheduledDateTime).getTime();
      return at <= now.getTime() && at > from;
    })
    .sort((a, b) => a.scheduledDateTime.localeCompare(b.scheduledDateTime));
  return due[0] ?? null;
}

/**
 * The free game's share added to the prize (santim) for this bet and card count, as the server
 * computes it (the share is the host's commission), or null while the figures are incomplete.
 */
export function freeShareSantim(
  betSantim: number | null,
  cardCount: number,
  commissionRate: number | null | undefined,
): number | null {
  if (betSantim == null || betSantim <= 0 || cardCount < 1 || commissionRate == null) return null;
  try {
    const rate = Math.round(commissionRate * BASIS_POINTS);
    return freeGame({ bet: betSantim, cardCount, commissionRate: rate }).freeAmount;
  } catch {
    return null;
  }
}
