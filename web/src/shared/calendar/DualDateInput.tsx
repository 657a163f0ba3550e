import '@mantine/dates/styles.layer.css';
import 'dayjs/locale/am';
import { DateInput } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import { addisMinuteKey } from '@bingo/core';
import { ethiopianDay, ethiopianDayNumber, ethiopianMonthSpan, intlLocale } from './ethiopian-time';

export interface DualDateInputProps {
  label: string;
  /** YYYY-MM-DD (an Addis Ababa calendar day), or '' when none is chosen. */
  value: string;
  onChange: (day: string) => void;
  testId: string;
  /** The language of the dates (the free-game scheduler is always Amharic). */
  lang?: string;
  minDate?: string;
  maxDate?: string;
  size?: 'xs' | 'sm';
}

/**
 * A date field whose calendar shows each Gregorian day with its Ethiopian day number under it
 * and the Ethiopian months and year in the header; the chosen day's Ethiopian date is written
 * below the field (docs/screens.md#ethiopian-time). Today (in Addis Ababa) is ringed and bold.
 * Typing YYYY-MM-DD works too.
 */
export function DualDateInput({ label, value, onChange, testId, lang, minDate, maxDate, size }: DualDateInputProps) {
  const { t, i18n } = useTranslation(undefined, lang ? { lng: lang } : undefined);
  const language = lang ?? i18n.language;
  const monthName = (day: string) =>
    new Intl.DateTimeFormat(intlLocale(language), { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(`${day.slice(0, 7)}-15T12:00:00Z`),
    );
  const today = addisMinuteKey(new Date()).slice(0, 10);
  return (
    <DateInput
      label={label}
      size={size}
      value={value || null}
      onChange={(v) => onChange(v ? String(v).slice(0, 10) : '')}
      valueFormat="YYYY-MM-DD"
      locale={language === 'am' ? 'am' : 'en'}
      minDate={minDate}
      maxDate={maxDate}
      firstDayOfWeek={0}
      description={value ? t('time.ethiopianDate', { date: ethiopianDay(value, language) }) : undefined}
      monthLabelFormat={(day) => (
        <span data-testid={`${testId}-month`}>
          {monthName(day)} · {ethiopianMonthSpan(day, language)}
        </span>
      )}
      highlightToday
      // Both numbers at body size (the Ethiopian one is what many readers go by): taller cells.
      styles={{ day: { width: 44, height: 48, fontSize: 'var(--mantine-font-size-sm)' } }}
      renderDay={(day) => (
        <div
          style={{ lineHeight: 1.15, textAlign: 'center', fontWeight: day === today ? 700 : undefined }}
          data-testid="dual-day"
          data-today={day === today || undefined}
        >
          <div>{Number(day.slice(8, 10))}</div>
          <div style={{ color: 'var(--mantine-color-teal-8)' }}>{ethiopianDayNumber(day)}</div>
        </div>
      )}
      popoverProps={{ withinPortal: true }}
      data-testid={testId}
    />
  );
}
