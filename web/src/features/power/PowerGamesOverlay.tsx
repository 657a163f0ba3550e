import { Button, Modal, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { parseSelectedNumbers, SETTINGS_KEYS } from '../../game/game-settings';
import { read } from '../../shared/device-storage';
import { closeForToday, closedToday, isCallerPath } from './power-dismissal';
import { usePowerGameClick, usePowerGameStatus } from './operations';

/** docs/screens.md#everywhere: the Power Games status check runs on load and then every 60 s. */
export const POWER_POLL_MS = 60_000;
export const POWER_FIRST_CHECK_MS = 0;

/**
 * Full-screen Power Games overlay, shown when the server's campaign says so (success and
 * showButton). The button records the click and opens the external site with a one-time code.
 * Failures are logged only (docs/screens.md#everywhere).
 */
export function PowerGamesOverlay() {
  const { t } = useTranslation();
  const [status] = usePowerGameStatus();
  // Never over a caller screen: the calls keep running underneath (docs/screens.md#everywhere).
  const onCaller = isCallerPath(useLocation().pathname);
  const [click] = usePowerGameClick();
  const [shown, setShown] = useState<{
    appearanceId: string;
    adminId: string;
    title?: string | null;
    text?: string | null;
  } | null>(null);

  useEffect(() => {
    // Not even asked on a caller or once closed today: asking records an appearance on the server.
    if (onCaller) return;
    let cancelled = false;
    const check = () =>
      !closedToday(new Date()) &&
      status()
        .then(({ data }) => {
          const s = data?.powerGameStatus;
          if (!cancelled && s?.success && s.showButton && s.appearanceId)
            setShown({ appearanceId: s.appearanceId, adminId: s.adminId, title: s.title, text: s.text });
        })
        .catch((e: unknown) => console.warn('power status failed', e));
    // The first check waits for the screen to settle (it must not compete with the first download).
    const first = setTimeout(() => void check(), POWER_FIRST_CHECK_MS);
    const id = setInterval(() => void check(), POWER_POLL_MS);
    return () => {
      cancelled = true;
      clearTimeout(first);
      clearInterval(id);
    };
  }, [status, onCaller]);

  if (!shown || onCaller) return null;
  return (
    <Modal
      opened
      onClose={() => {
        // Closed means closed for the rest of the Addis Ababa day.
        closeForToday(new Date());
        setShown(null);
      }}
      fullScreen
      title={null}
      data-testid="power-overlay"
    >
      <Stack align="center" justify="center" mih="80vh" gap="lg">
        <Title order={1}>{shown.title ?? t('power.title')}</Title>
        <Text size="lg">{shown.text ?? t('power.text')}</Text>
        <Button
          size="xl"
          color="grape"
          onClick={() => {
            const tab = window.open('about:blank', '_blank');
            click({
              variables: {
                input: {
                  adminId: shown.adminId,
                  appearanceId: shown.appearanceId,
                  selectedNumbers: parseSelectedNumbers(read(SETTINGS_KEYS.selectedNumbers)),
                },
              },
            })
              .then(({ data }) => {
                if (data?.powerGameClick.url && tab) tab.location.href = data.powerGameClick.url;
                else tab?.close();
              })
              .catch((e: unknown) => {
                tab?.close();
                console.warn('power click failed', e);
              });
            setShown(null);
          }}
        >
          {t('power.cta')}
        </Button>
      </Stack>
    </Modal>
  );
}
