import { addisDayStart, amharicWeekday, ethiopianDate, isoWeekMonday } from '@bingo/core';
import { i18n } from '../i18n';
import '../i18n/views.i18n';
import { ethiopianMonthSpan, intlLocale } from './ethiopian-time';

/**
 * Report periods (day 'YYYY-MM-DD', ISO week 'YYYY-Wnn', month 'YYYY-MM') in the viewer's
 * calendar: Gregorian in English, Ethiopian in Amharic (as the date pickers lead). `axis` is short
 * enough for a chart's axis; `full` is for tooltips and lists.
 */
export type PeriodForm = 'axis' | 'full';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const WEEK = /^(\d{4})-W(\d{2})$/;
const MONTH = /^\d{4}-\d{2}$/;

function gregorian(day: string, lang: string, options: Intl.DateTimeFormatOptions): string {
  return new Intl.DateTimeFormat(intlLocale(lang), { ...options, timeZone: 'Africa/Addis_Ababa' }).format(
    addisDayStart(day),
  );
}

function dayLabel(day: string, lang: string, form: PeriodForm, withWeekday: boolean): string {
  if (lang === 'am') {
    const date = ethiopianDate(addisDayStart(day), 'am-ET', {
      month: form === 'axis' ? 'short' : 'long',
      day: 'numeric',
      ...(form === 'full' ? { year: 'numeric' } : {}),
    });
    return form === 'full' && withWeekday ? `${amharicWeekday(addisDayStart(day))} ${date}` : date;
  }
  return form === 'axis'
    ? gregorian(day, lang, { month: 'short', day: 'numeric' })
    : gregorian(day, lang, {
        ...(withWeekday ? { weekday: 'short' } : {}),
        year: 'numeric',
        month: 'short',
        day: 'numeric',
      });
}

/** A day in the viewer's calendar without its weekday, e.g. "Nov 28, 2026" / "ኅዳር 19 2019". */
export function dayText(day: string, lang: string): string {
  return dayLabel(day, lang, 'full', false);
}

export function periodLabel(key: string, lang: string, form: PeriodForm = 'full'): string {
  if (DAY.test(key)) return dayLabel(key, lang, form, true);
  if (WEEK.test(key)) {
    const date = dayLabel(isoWeekMonday(key), lang, form, false);
    return form === 'axis' ? date : i18n.t('view.chart.week', { date, lng: lang });
  }
  if (MONTH.test(key)) {
    const mid = `${key}-15`;
    if (form === 'axis') return gregorian(mid, lang, { month: 'short', year: 'numeric' });
    const month = gregorian(mid, lang, { month: 'long', year: 'numeric' });
    return lang === 'am' ? `${month} (${ethiopianMonthSpan(mid, lang)})` : month;
  }
  return key;
}
