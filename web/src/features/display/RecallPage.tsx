import '../../shared/i18n/display.i18n';
import { Button, Center, Group, Loader, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { errorMessage } from '../../shared/api-errors';
import { useRecallGame } from './operations';
import { modelAtCall } from './room-model';
import { RoomDisplay } from './RoomDisplay';

/**
 * Game recall (docs/screens.md#game-recall): an owner or the super admin replays an ended game's
 * calls on the room display's screen, at the game's call speed, with pause. It reads the game
 * query, which answers only what has happened; a game still running is refused here.
 */
export function RecallPage() {
  const { t } = useTranslation();
  const { gameId = '' } = useParams();
  const { data, loading, error } = useRecallGame(gameId);
  const game = data?.game;
  const total = game?.calledNumbers.length ?? 0;
  const [shown, setShown] = useState(0);
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    if (!playing || !game) return;
    if (shown >= total) return setPlaying(false);
    const id = setTimeout(() => setShown((n) => Math.min(total, n + 1)), game.callSpeed);
    return () => clearTimeout(id);
  }, [playing, shown, total, game]);

  if (loading) {
    return (
      <Center mih="100vh">
        <Loader />
      </Center>
    );
  }
  if (error || !game) return <Center mih="100vh">{error ? errorMessage(error) : t('game.noGame')}</Center>;
  if (game.status !== 'ENDED') return <Center mih="100vh">{t('display.recall.notEnded')}</Center>;

  const model = modelAtCall(game, t('display.recall.title'), shown, !playing);
  return (
    <RoomDisplay
      model={model}
      controls={
        <Group gap="xs" data-testid="recall-controls">
          <Button onClick={() => setPlaying((p) => !p)} data-testid="recall-play">
            {playing ? t('display.recall.pause') : t('display.recall.play')}
          </Button>
          <Button
            variant="default"
            onClick={() => {
              setPlaying(false);
              setShown(0);
            }}
          >
            {t('display.recall.restart')}
          </Button>
          <Text c="gray.4" size="sm">
            {shown}/{total}
          </Text>
        </Group>
      }
    />
  );
}
