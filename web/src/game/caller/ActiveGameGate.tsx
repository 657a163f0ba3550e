import { Box, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ActiveGameQuery } from '../../gql/graphql';
import { errorMessage } from '../../shared/api-errors';
import { AppHeader } from '../../account/layout/AppHeader';
import { useActiveGame } from './operations';

export type ActiveGame = NonNullable<ActiveGameQuery['activeGame']>;

/** The game comes from the server (activeGame): a loader, "No game in progress" with a way back, or the screen. */
export function ActiveGameGate({
  returnTo,
  children,
}: {
  returnTo: string;
  children: (game: ActiveGame) => ReactNode;
}) {
  const { t } = useTranslation();
  const { data, loading, error, refetch } = useActiveGame();
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
