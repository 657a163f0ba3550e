import { Box, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ActiveGameQuery } from '../../gql/graphql';
import { errorMessage } from '../../shared/api-errors';
import { AppHeader } from '../../account/layout/AppHeader';
import { waitToRetry } from '../../shared/live/socket-health';
import { useActiveGame } from './operations';

export type ActiveGame = NonNullable<ActiveGameQuery['activeGame']>;

/**
 * The game comes from the server (activeGame): a loader, "No game in progress" with a way back, or
 * the screen. A failed load is asked again by itself (growing waits, cut short when the network
 * comes back), so a caller opened while the hall's network was down returns without a click.
 */
export function ActiveGameGate({
  returnTo,
  children,
}: {
  returnTo: string;
  children: (game: ActiveGame) => ReactNode;
}) {
  const { t } = useTranslation();
  const { data, loading, error, refetch } = useActiveGame();
  const [retries, setRetries] = useState(0);
  const again = useRef(refetch);
  again.current = refetch;
  const failed = !!error && !data?.activeGame;
  useEffect(() => {
    if (!failed) return;
    let cancelled = false;
    void waitToRetry(retries).then(() => {
      if (cancelled) return;
      setRetries((n) => n + 1);
      void again.current().catch(() => undefined);
    });
    return () => {
      cancelled = true;
    };
  }, [failed, retries]);
  if (loading && !data) {
    return (
      <Center mih="100vh">
        <Loader aria-label={t('game.loading')} />
      </Center>
    );
  }
  const game = data?.activeGame;
  if (!game) {
    return (
      <Box>
        <AppHeader />
        <Center mih="60vh">
          <Stack align="center">
            <Text data-testid="no-game">{error ? errorMessage(error) : t('game.noGame')}</Text>
            <Group>
              {error && <Button onClick={() => void refetch()}>{t('common.retry')}</Button>}
              <Button component={Link} to={returnTo} variant="light">
                {t('game.returnToDashboard')}
              </Button>
            </Group>
          </Stack>
        </Center>
      </Box>
    );
  }
  return children(game);
}
