import {
  addisDayStart,
  addisMinuteKey,
  ethiopianClock,
  ethiopianClockOf,
  ethiopianClockText,
  ethiopianDate,
  ethiopianDateParts,
  type EthiopianClock,
} from '@bingo/core';
import type { TFunction } from 'i18next';
import { longDay } from '../dates';

/**
 * Both calendars and both clocks on screen (docs/screens.md#ethiopian-time): Gregorian dates and
 * 24-hour Addis times beside Ethiopian dates and Ethiopian hours (24-hour hour − 6, day/night).
 * Ethiopian names come from Intl (core/src/dates), never from Amharic number spell-out.
 */
export const intlLocale = (lang: string) => (lang === 'am' ? 'am-ET' : 'en-US');
const ethiopicLocale = (lang: string) => (lang === 'am' ? 'am-ET' : 'en');

function clockWords(clock: EthiopianClock, t: TFunction): string {
  return t('time.ethiopianHour', { time: ethiopianClockText(clock), period: t(`time.period.${clock.period}`) });
}

/** "ከሌሊቱ 12:30 ሰዓት" / "12:30 (night)" for an instant. */
export function ethiopianHourText(instant: Date, t: TFunction): string {
  return clockWords(ethiopianClock(instant), t);
}

/** The Ethiopian reading of an Addis 24-hour hour (for hour pickers), e.g. 18 → "ከሌሊቱ 12:00 ሰዓት". */
export function ethiopianHourOf(hour: number, t: TFunction, minute = 0): string {
  return clockWords(ethiopianClockOf(hour, minute), t);
}

/** "HH:MM" on the Addis Ababa 24-hour clock. */
export function addisHm(instant: Date): string {
  return addisMinuteKey(instant).slice(11);
}

/** A Gregorian day (YYYY-MM-DD, Addis) in words, with its weekday (shared/dates.ts). */
export const gregorianDay = longDay;

/** The Ethiopian date of a Gregorian day (YYYY-MM-DD, Addis), e.g. "ኅዳር 15 2019". */
export function ethiopianDay(day: string, lang: string): string {
  return ethiopianDate(addisDayStart(day), ethiopicLocale(lang));
}

/** The Ethiopian day of the month of a Gregorian day, for calendar cells. */
export function ethiopianDayNumber(day: string): number {
  return ethiopianDateParts(addisDayStart(day)).day;
}

/** The Ethiopian months and year a Gregorian month spans, e.g. "ጥቅምት – ኅዳር 2019", "ነሐሴ 2018 – መስከረም 2019". */
export function ethiopianMonthSpan(anyDayOfMonth: string, lang: string): string {
  const first = `${anyDayOfMonth.slice(0, 7)}-01`;
  const next = new Date(Date.UTC(Number(first.slice(0, 4)), Number(first.slice(5, 7)), 0));
  const last = `${first.slice(0, 7)}-${String(next.getUTCDate()).padStart(2, '0')}`;
  const month = (d: string) => ethiopianDate(addisDayStart(d), ethiopicLocale(lang), { month: 'long' });
  const year = (d: string) => ethiopianDate(addisDayStart(d), ethiopicLocale(lang), { year: 'numeric' });
  // September crosses the Ethiopian new year: then each month carries its own year.
  const firstYear = year(first) === year(last) ? '' : ` ${year(first)}`;
  return `${month(first)}${firstYear} – ${month(last)} ${year(last)}`;
}
