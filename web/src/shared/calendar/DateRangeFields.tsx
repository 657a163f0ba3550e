import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import '../i18n/time.i18n';
import { DualDateInput } from './DualDateInput';
import { daysIn, type DayRange } from './date-range';

/**
 * From/to fields of a report (both calendars in each picker), the span in days and a button
 * back to the screen's default window (docs/reporting.md#date-ranges).
 */
export function DateRangeFields({
  value,
  onChange,
  defaultDays,
  onReset,
  maxDate,
  problem,
  testId,
}: {
  value: DayRange;
  onChange: (range: DayRange) => void;
  defaultDays: number;
  onReset: () => void;
  maxDate?: string;
  problem: { key: string; values?: Record<string, unknown> } | null;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Group align="flex-start" mb="xs" data-testid={testId}>
        <DualDateInput
          label={t('time.range.from')}
          testId={`${testId}-from`}
          value={value.startDate}
          maxDate={maxDate}
          onChange={(startDate) => onChange({ ...value, startDate })}
        />
        <DualDateInput
          label={t('time.range.to')}
          testId={`${testId}-to`}
          value={value.endDate}
          maxDate={maxDate}
          onChange={(endDate) => onChange({ ...value, endDate })}
        />
        <Button variant="subtle" mt={24} onClick={onReset} data-testid={`${testId}-reset`}>
          {t('time.range.reset', { count: defaultDays })}
        </Button>
      </Group>
      {problem ? (
        <Text c="red" size="sm" mb="sm" data-testid={`${testId}-problem`}>
          {t(problem.key, problem.values ?? {})}
        </Text>
      ) : (
        <Text c="dimmed" size="xs" mb="sm">
          {t('time.range.days', { count: daysIn(value) })}
        </Text>
      )}
    </>
  );
}
