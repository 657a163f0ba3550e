import { ethiopianClock, ethiopianClockText, ethiopianDate } from '@bingo/core';
import type { TFunction } from 'i18next';
import { dateTime } from '../../shared/dates';

/**
 * An instant in the reader's calendar: Amharic readers get the Ethiopian date and hour
 * ("ኅዳር 19 2019 ዓ.ም.፣ ከቀኑ 3:15 ሰዓት"), English readers the Gregorian date and Addis time.
 * Ethiopian month names come from the platform's Intl (core ethiopianDate).
 */
export function readerDateTime(iso: string, lang: string, t: TFunction): string {
  if (lang !== 'am') return dateTime(iso, lang);
  const at = new Date(iso);
  const clock = ethiopianClock(at);
  const time = t('verify.ethiopianHour', {
    time: ethiopianClockText(clock),
    period: t(`verify.period.${clock.period}`),
  });
  return t('verify.dateAt', { date: ethiopianDate(at, 'am-ET'), time });
}
