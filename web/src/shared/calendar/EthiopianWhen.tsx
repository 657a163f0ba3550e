import { addisDayKey } from '@bingo/core';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import '../i18n/time.i18n';
import { ethiopianDay, ethiopianHourText } from './ethiopian-time';

/** The Ethiopian date and hour of an instant, as a dimmed line under its Gregorian reading in report tables. */
export function EthiopianWhen({ iso }: { iso: string }) {
  const { t, i18n } = useTranslation();
  const at = new Date(iso);
  return (
    <Text size="xs" c="dimmed" data-testid="ethiopian-when">
      {ethiopianDay(addisDayKey(at), i18n.language)} · {ethiopianHourText(at, t)}
    </Text>
  );
}
