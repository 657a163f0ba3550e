import { Button, Checkbox, Group, Modal, SimpleGrid, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
// Modal's CSS is not in the first download (app/first-styles.ts).
import '../../shared/styles/rest-styles';

/** The printable page's address for the given cards (one card per page). */
export function printUrl(cards: readonly number[]): string {
  return `/print?cards=${[...cards].sort((a, b) => a - b).join(',')}`;
}

/** docs/screens.md#operator: "Select Cards to Print", a checkbox per selected card, Print Selected Cards (count), Cancel. */
export function PrintDialog({
  opened,
  onClose,
  selected,
}: {
  opened: boolean;
  onClose: () => void;
  selected: readonly number[];
}) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<number[]>([]);
  useEffect(() => {
    if (opened) setChosen([...selected].sort((a, b) => a - b));
  }, [opened, selected]);
  const sorted = [...selected].sort((a, b) => a - b);

  return (
    <Modal opened={opened} onClose={onClose} title={t('print.title')} data-testid="print-dialog">
      {sorted.length === 0 ? (
        <Text c="dimmed">{t('print.none')}</Text>
      ) : (
        <SimpleGrid cols={5}>
          {sorted.map((n) => (
            <Checkbox
              key={n}
              label={String(n)}
              checked={chosen.includes(n)}
              onChange={(e) => {
                const checked = e.currentTarget.checked; // read now: the event is gone when React runs the updater
                setChosen((c) => (checked ? [...c, n] : c.filter((x) => x !== n)));
              }}
            />
          ))}
        </SimpleGrid>
      )}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button
          disabled={chosen.length === 0}
          onClick={() => {
            window.open(printUrl(chosen), '_blank');
            onClose();
          }}
        >
          {t('print.printSelected', { n: chosen.length })}
        </Button>
      </Group>
    </Modal>
  );
}
