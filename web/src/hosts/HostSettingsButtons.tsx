import '../shared/i18n/settings.i18n';
import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HallSettingsModal } from './HallSettingsModal';
import { JackpotSettingsModal } from './JackpotSettingsModal';

/**
 * A host row's settings buttons (owner and super-admin host tables): the jackpot and the hall.
 * Found by tests as jackpot-settings-open / hall-settings-open inside the row host-<username>.
 */
export function HostSettingsButtons({ host }: { host: { id: string; username: string } }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<'jackpot' | 'hall' | null>(null);
  return (
    <Group gap={4} wrap="nowrap">
      <Button
        size="compact-xs"
        variant="light"
        color="yellow"
        onClick={() => setOpen('jackpot')}
        data-testid="jackpot-settings-open"
      >
        {t('settings.jackpot.button')}
      </Button>
      <Button
        size="compact-xs"
        variant="light"
        color="teal"
        onClick={() => setOpen('hall')}
        data-testid="hall-settings-open"
      >
        {t('settings.hall.button')}
      </Button>
      {open === 'jackpot' && <JackpotSettingsModal host={host} onClose={() => setOpen(null)} />}
      {open === 'hall' && <HallSettingsModal host={host} onClose={() => setOpen(null)} />}
    </Group>
  );
}
