import { GameType, MAX_GAME_CARDS } from '@bingo/core';

/** The dashboard's local settings, under the keys of docs/screens.md#everywhere. */
export const SETTINGS_KEYS = {
  bettingAmount: 'bettingAmount',
  audioLanguage: 'audioLanguage',
  callSpeed: 'callSpeed',
  gameType: 'gameType',
  storedGameType: 'storedGameType',
  winningPattern: 'winningPattern',
  selectedNumbers: 'selectedNumbers',
  houseCardCount: 'houseCardCount',
  isJackpotGame: 'isJackpotGame',
} as const;

/** The dashboard offers these of core's game types (free games start by schedule, multiplier has its own screen). */
export const GAME_TYPES = [GameType.regular, GameType.house] as const;
export type DashboardGameType = (typeof GAME_TYPES)[number];

/** localStorage selectedNumbers: a JSON array of card numbers 1-100; anything else is empty. */
export function parseSelectedNumbers(stored: string | null): number[] {
  try {
    const parsed: unknown = stored ? JSON.parse(stored) : [];
    if (!Array.isArray(parsed)) return [];
    return [...new Set(parsed.filter((n): n is number => Number.isInteger(n) && n >= 1 && n <= MAX_GAME_CARDS))];
  } catch {
    return [];
  }
}
