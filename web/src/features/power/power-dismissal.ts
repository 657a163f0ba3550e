import { addisDayKey } from '@bingo/core';
import { read, write } from '../../shared/device-storage';

/** localStorage: the Addis Ababa day ("2026-11-24") the operator closed the Power Games overlay. */
export const POWER_CLOSED_KEY = 'powerGamesClosedDay';

/** True when the overlay was closed on the Addis Ababa day of `now` (`closedDay` as stored). */
export function isClosedOn(closedDay: string | null, now: Date): boolean {
  return closedDay === addisDayKey(now);
}

/** Remembers that the overlay was closed today (Addis day): it stays closed until tomorrow. */
export function closeForToday(now: Date): void {
  write(POWER_CLOSED_KEY, addisDayKey(now));
}

export function closedToday(now: Date): boolean {
  return isClosedOn(read(POWER_CLOSED_KEY), now);
}

/** The caller screens, where the overlay never shows (it would cover the board while calls run). */
export function isCallerPath(pathname: string): boolean {
  return pathname === '/game-in-progress' || pathname === '/game-in-progress2';
}
