import { RuleError, describeValue } from '../rule-errors';
import { ADDIS_TIME_ZONE, assertInstant } from './addis';

// Calendar and names come from the platform's Intl (ICU), never from hand-made tables.

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(tag: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${tag}|${JSON.stringify(options)}`;
  let f = formatters.get(key);
  if (!f) {
    try {
      f = new Intl.DateTimeFormat(tag, { ...options, timeZone: ADDIS_TIME_ZONE });
    } catch {
      throw new RuleError('INVALID_LOCALE', `Not a usable locale: ${describeValue(tag)}.`);
    }
    if (formatters.size > 64) formatters.clear();
    formatters.set(key, f);
  }
  return f;
}

function assertLocale(locale: unknown): string {
  if (typeof locale !== 'string' || !/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(locale) || locale.includes('-u-')) {
    throw new RuleError(
      'INVALID_LOCALE',
      `A locale is a plain language tag like "am-ET" or "en", got ${describeValue(locale)}.`,
    );
  }
  return locale;
}

/**
 * The Ethiopian-calendar date of the instant as Addis Ababa reads it, e.g. "ኅዳር 11 2019" for
 * 2026-11-20 in 'am-ET', "Hedar 11, 2019 AM" in 'en'.
 */
export function ethiopianDate(
  instant: Date,
  locale = 'am-ET',
  options: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'long', day: 'numeric' },
): string {
  return formatter(`${assertLocale(locale)}-u-ca-ethiopic`, options).format(assertInstant(instant));
}

/** The Ethiopian-calendar year, month (1-13) and day as numbers. */
export function ethiopianDateParts(instant: Date): { year: number; month: number; day: number } {
  const parts = formatter('en-u-ca-ethiopic-nu-latn', {
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  }).formatToParts(assertInstant(instant));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { year: get('year'), month: get('month'), day: get('day') };
}

/** The weekday in Addis Ababa, in the locale's words (Amharic by default, e.g. "ዓርብ"). */
export function weekdayName(instant: Date, locale = 'am-ET', width: 'long' | 'short' = 'long'): string {
  return formatter(assertLocale(locale), { weekday: width }).format(assertInstant(instant));
}

export function amharicWeekday(instant: Date): string {
  return weekdayName(instant, 'am-ET');
}
