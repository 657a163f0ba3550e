import { addisDayStart, ethiopianDate } from '@bingo/core';

const ADDIS = 'Africa/Addis_Ababa';

/**
 * A date and time in Addis Ababa in the viewer's calendar, as the date pickers lead: Ethiopian in
 * Amharic ("ኅዳር 19 2019 3:12 ከሰዓት"), Gregorian in English. The Ethiopian date is spelled out by
 * parts: the medium date style would add the era in Latin letters.
 */
export function dateTime(iso: string, lang: string): string {
  const instant = new Date(iso);
  if (lang === 'am') {
    const time = new Intl.DateTimeFormat('am-ET', { timeStyle: 'short', timeZone: ADDIS }).format(instant);
    return `${ethiopianDate(instant, 'am-ET', { year: 'numeric', month: 'short', day: 'numeric' })} ${time}`;
  }
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: ADDIS }).format(instant);
}

/** A whole day (YYYY-MM-DD, Addis Ababa) with its weekday, in the viewer's calendar. */
export function longDay(day: string, lang: string): string {
  const options: Intl.DateTimeFormatOptions = { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' };
  if (lang === 'am') return ethiopianDate(addisDayStart(day), 'am-ET', options);
  return new Intl.DateTimeFormat('en-US', { ...options, timeZone: ADDIS }).format(addisDayStart(day));
}
