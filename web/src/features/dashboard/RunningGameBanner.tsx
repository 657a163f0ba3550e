import '../../shared/i18n/operator.i18n';
import { Alert, Button, Group, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useRunningGame, useRunningGameFollowsHost } from './operations';

/**
 * "A game is running": the host's game in progress as the server knows it (not this browser's
 * storage), with the way back to its caller. `refused`: a start was just refused because of it
 * (GAME_IN_PROGRESS), so the banner says why (docs/screens.md#dashboard-rules).
 */
export function RunningGameBanner({ refused }: { refused: boolean }) {
  const { t } = useTranslation();
  const game = useRunningGame().data?.activeGame;
  useRunningGameFollowsHost();
  const banner = useRef<HTMLDivElement>(null);
  // The refusal comes from Start at the bottom of the grid: bring the reason into view.
  useEffect(() => {
    if (refused) banner.current?.scrollIntoView({ block: 'start' });
  }, [refused]);
  if (!game && !refused) return null;
  const multiplier = game?.gameType === 'multiplierBingo';
  const type = game ? t(`gameTypes.${game.gameType}`, { defaultValue: game.gameType }) : '';
  return (
    <Alert
      ref={banner}
      color="orange"
      mb="md"
      title={t('operator.running.title')}
      data-testid="running-game"
      role="status"
    >
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text size="sm">
          {refused && <strong data-testid="start-refused">{t('operator.running.refused')} </strong>}
          {game && t('operator.running.text', { type, n: game.callsRevealed })}
        </Text>
        <Button
          component={Link}
          to={multiplier ? '/game-in-progress2' : '/game-in-progress'}
          color="orange"
          data-testid="continue-running-game"
        >
          {t('operator.running.continue')}
        </Button>
      </Group>
    </Alert>
  );
}
