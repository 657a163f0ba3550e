import {
  addisDayKey,
  dayKeysBack,
  FREE_GAME_WINDOW_MINUTES,
  MAX_RANDOM_GAMES,
  RANDOM_GAP_CHOICES,
  shiftDayKey,
} from '@bingo/core';

/** docs/screens.md#host-shell: minutes offered when scheduling one game (0-55 by 5) and when editing (0-45 by 15). */
export const SINGLE_MINUTES = Array.from({ length: 12 }, (_, i) => i * 5);
export const EDIT_MINUTES = [0, 15, 30, 45];
/** The random mode's start minutes omit 5. */
export const RANDOM_START_MINUTES = SINGLE_MINUTES.filter((m) => m !== 5);
export const RANDOM_GAPS: readonly number[] = RANDOM_GAP_CHOICES;
export const DAY_LIST_LENGTH = 45;
export const HOURS = Array.from({ length: 24 }, (_, i) => i);

export type FreeGameMode = 'single' | 'bulk' | 'random';

export interface FreeGameForm {
  mode: FreeGameMode;
  date?: string;
  hour?: number | null;
  minute?: number | null;
  startDate?: string;
  endDate?: string;
  startHour?: number | null;
  startMinute?: number | null;
  endHour?: number | null;
  endMinute?: number | null;
  timeSlots?: string[];
  selectedDays?: number[];
  numberOfGames?: number | null;
  minGapMinutes?: number | null;
}

/** The seed's required fields per mode; null when the form may be sent, else the first problem's key. */
export function freeGameFormProblem(f: FreeGameForm): string | null {
  switch (f.mode) {
    case 'single':
      if (!f.date || f.hour == null || f.minute == null) return 'freeGames.needDateTime';
      if (!SINGLE_MINUTES.includes(f.minute)) return 'freeGames.badMinute';
      return null;
    case 'bulk':
      if (!f.startDate || !f.endDate) return 'freeGames.needDates';
      if (f.endDate < f.startDate) return 'freeGames.endBeforeStart';
      if (!f.timeSlots?.length) return 'freeGames.needSlots';
      if (!f.selectedDays?.length) return 'freeGames.needDays';
      return null;
    case 'random':
      if (
        !f.startDate ||
        !f.endDate ||
        f.startHour == null ||
        f.startMinute == null ||
        f.endHour == null ||
        f.endMinute == null
      )
        return 'freeGames.needDateTime';
      if (!RANDOM_START_MINUTES.includes(f.startMinute)) return 'freeGames.badMinute';
      if (
        f.numberOfGames == null ||
        !Number.isInteger(f.numberOfGames) ||
        f.numberOfGames < 1 ||
        f.numberOfGames > MAX_RANDOM_GAMES
      )
        return 'freeGames.badCount';
      if (f.minGapMinutes == null || !RANDOM_GAPS.includes(f.minGapMinutes)) return 'freeGames.badGap';
      if (
        `${f.endDate}T${pad(f.endHour)}:${pad(f.endMinute)}` <=
        `${f.startDate}T${pad(f.startHour)}:${pad(f.startMinute)}`
      )
        return 'freeGames.endBeforeStart';
      return null;
  }
}

export const pad = (n: number) => String(n).padStart(2, '0');

/** "YYYY-MM-DDTHH:MM" in Addis Ababa time, as the API takes it. */
export function addisDateTime(date: string, hour: number, minute: number): string {
  return `${date}T${pad(hour)}:${pad(minute)}`;
}

/** The next 45 Addis days from today, oldest first. */
export function nextDays(today: Date, count = DAY_LIST_LENGTH): string[] {
  const first = addisDayKey(today);
  return dayKeysBack(shiftDayKey(first, count - 1), count).reverse();
}

/**
 * docs/screens.md#host-shell: how a status reads. A scheduled slot reads by its time against the
 * server's `now` (the list may be older than the page): reserved before it, due within its
 * 60-minute window (the next game started is free), void after it.
 */
export function statusKey(status: string, scheduledAt?: string, now?: Date): string {
  switch (status.toLowerCase()) {
    case 'scheduled':
      if (scheduledAt && now) {
        const at = new Date(scheduledAt).getTime();
        if (at <= now.getTime() - FREE_GAME_WINDOW_MINUTES * 60_000) return 'freeGames.status.void';
        if (at <= now.getTime()) return 'freeGames.status.due';
      }
      return 'freeGames.status.reserved';
    case 'used':
      return 'freeGames.status.used';
    case 'cancelled':
      return 'freeGames.status.cancelled';
    default:
      return 'freeGames.status.void';
  }
}
