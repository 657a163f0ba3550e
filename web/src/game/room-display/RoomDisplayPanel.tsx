import '../../shared/i18n/display.i18n';
import { Button, Loader, Modal } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Voice } from '../voices/voice-speed';

// The panel (and the QR library) load when the operator opens it, not with the caller.
const PanelBody = lazy(() => import('./RoomDisplayPanelBody').then((m) => ({ default: m.RoomDisplayPanelBody })));

/**
 * The caller's Room display button and panel: a pairing code with a QR of the display link, the
 * displays paired today (revocable), and the switch that moves the call voice to the display.
 */
export function RoomDisplayPanel({ voice }: { voice: Voice }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button variant="light" onClick={() => setOpened(true)} data-testid="room-display-button">
        {t('display.caller.button')}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={t('display.caller.title')} size="lg">
        {opened && (
          <Suspense fallback={<Loader />}>
            <PanelBody voice={voice} />
          </Suspense>
        )}
      </Modal>
    </>
  );
}
