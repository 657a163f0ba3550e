import type { SlotRefusal } from '@bingo/core';
import { Alert, List } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { slotWhen } from './FreeGameHistory';

/** The slots a bulk request did not create, each with its time in both calendars and why. */
export function BulkRefused({
  refused,
  onClose,
}: {
  refused: { scheduledDateTime: string; reason: SlotRefusal }[];
  onClose: () => void;
}) {
  const { t } = useTranslation(undefined, { lng: 'am' });
  return (
    <Alert
      color="orange"
      withCloseButton
      onClose={onClose}
      title={t('time.bulkRefusedTitle', { count: refused.length })}
      data-testid="bulk-refused"
    >
      <List size="sm">
        {refused.map((r) => (
          <List.Item key={r.scheduledDateTime} data-testid="bulk-refused-slot">
            {slotWhen(new Date(r.scheduledDateTime), t)} — {t(`time.refusal.${r.reason}`)}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
