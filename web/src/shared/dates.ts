import { addisDayStart } from '@bingo/core';

/** A date and time in Addis Ababa, in the screen's language. */
export function dateTime(iso: string, lang: string): string {
  return new Intl.DateTimeFormat(lang === 'am' ? 'am-ET' : 'en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Africa/Addis_Ababa',
  }).format(new Date(iso));
}

/** A whole day (YYYY-MM-DD, Addis Ababa) with its weekday, in the screen's language. */
export function longDay(day: string, lang: string): string {
  return new Intl.DateTimeFormat(lang === 'am' ? 'am-ET' : 'en-US', {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'Africa/Addis_Ababa',
  }).format(addisDayStart(day));
}
