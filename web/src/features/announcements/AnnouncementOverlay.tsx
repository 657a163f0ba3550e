import { useQuery } from '@apollo/client/react';
import { Button, CloseButton, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ActiveAnnouncementsDocument } from './operations';

const closedKey = (id: string) => `announcement-closed-${id}`;

/**
 * docs/screens.md#everywhere, driven by the server's active announcements instead of the
 * page address: confetti, a card that tilts with the mouse, a close button and the link. Shown
 * once per browser session for each announcement; failures only log (docs/screens.md#everywhere).
 */
export function AnnouncementOverlay() {
  const { t } = useTranslation();
  const { data, error } = useQuery(ActiveAnnouncementsDocument, { fetchPolicy: 'network-only' });
  const [closed, setClosed] = useState<string[]>([]);
  const [tilt, setTilt] = useState({ x: 0, y: 0 });
  const current = data?.activeAnnouncements.find(
    (a) => !closed.includes(a.id) && !sessionStorage.getItem(closedKey(a.id)),
  );

  useEffect(() => {
    if (error) console.warn('announcements failed', error);
  }, [error]);
  // Confetti once per announcement shown, not on every render of the same one.
  const currentId = current?.id;
  useEffect(() => {
    if (!currentId) return;
    void import('canvas-confetti').then(({ default: confetti }) =>
      confetti({ particleCount: 200, spread: 100, origin: { y: 0.5 } }),
    );
  }, [currentId]);

  if (!current) return null;
  const close = () => {
    sessionStorage.setItem(closedKey(current.id), '1');
    setClosed((ids) => [...ids, current.id]);
  };
  const onMove = (e: MouseEvent<HTMLDivElement>) => {
    const box = e.currentTarget.getBoundingClientRect();
    setTilt({
      x: ((e.clientY - box.top) / box.height - 0.5) * -14,
      y: ((e.clientX - box.left) / box.width - 0.5) * 14,
    });
  };

  return (
    <Modal opened onClose={close} withCloseButton={false} centered size="lg" data-testid="announcement-overlay">
      <Paper
        p="xl"
        radius="lg"
        shadow="xl"
        onMouseMove={onMove}
        onMouseLeave={() => setTilt({ x: 0, y: 0 })}
        style={{
          transform: `perspective(800px) rotateX(${tilt.x}deg) rotateY(${tilt.y}deg)`,
          transition: 'transform 80ms linear',
        }}
        bg="orange.0"
      >
        <CloseButton aria-label={t('announcement.close')} onClick={close} pos="absolute" top={12} right={12} />
        <Stack align="center" gap="md">
          <Title order={2} ta="center">
            {current.title}
          </Title>
          <Text ta="center" size="lg">
            {current.body}
          </Text>
          {current.link && (
            <Button
              component="a"
              href={current.link}
              target="_blank"
              rel="noopener noreferrer"
              color="orange"
              size="md"
            >
              {current.linkLabel ?? t('announcement.open')}
            </Button>
          )}
        </Stack>
      </Paper>
    </Modal>
  );
}
