import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLiveStatus } from '../../shared/live/live-status';

/** Shown while the socket of pushed events is down and being retried (the calls resume by themselves). */
export function LiveStatusNotice() {
  const { t } = useTranslation();
  if (useLiveStatus() !== 'reconnecting') return null;
  return (
    <Alert color="yellow" data-testid="live-reconnecting">
      {t('game.reconnecting')}
    </Alert>
  );
}
