import '../../shared/i18n/multiplier.i18n';
import { useQuery } from '@apollo/client/react';
import { Alert, Box, Button, Container, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useServerToday } from '../../shared/clock/server-clock';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AppHeader } from '../../account/layout/AppHeader';
import { formatBirr } from '../../shared/money-format';
import { EndedGameAlert } from '../../game/caller/EndedGameAlert';
import { getFragmentData } from '../../gql';
import { MultiplierGameRowFragment, MultiplierGamesTable } from './MultiplierGamesTable';
import { MultiplierHomeDocument } from './operations';
import { finishedTotals, profitColor } from './stats-rows';

/**
 * /multiplier: the operator's home for multiplier bingo (docs/screens.md#multiplier: "the same dashboard screen, used for
 * multiplier bingo"): start a game, continue the one in progress, today's figures and games, the stats.
 * End on the caller returns here with the revealed seed.
 */
export function MultiplierHomePage() {
  const { t } = useTranslation();
  const today = useServerToday();
  const { data, error } = useQuery(MultiplierHomeDocument, {
    variables: { today: { startDate: today, endDate: today } },
    fetchPolicy: 'cache-and-network',
  });
  const active = data?.activeGame;
  const games = data?.multiplierGames.games ?? [];
  const totals = data ? finishedTotals(games.map((g) => getFragmentData(MultiplierGameRowFragment, g))) : null;
  const tiles = [
    { key: 'wallet', value: data ? formatBirr(data.me.walletBalance) : '…' },
    { key: 'todayGames', value: totals ? String(totals.games) : '…' },
    { key: 'todayStakes', value: totals ? formatBirr(totals.stakes) : '…' },
    { key: 'todayPayout', value: totals ? formatBirr(totals.payout) : '…' },
    {
      key: 'todayProfit',
      value: totals ? formatBirr(totals.profit) : '…',
      color: totals ? profitColor(totals.profit) : undefined,
    },
  ];

  return (
    <Box>
      <AppHeader walletBalance={data?.me.walletBalance} />
      <Container size="xl" py="md">
        <EndedGameAlert />
        <Group justify="space-between" mb="md" wrap="wrap">
          <Title order={2}>{t('multiplier.home.title')}</Title>
          <Group gap="xs">
            {active?.gameType === 'multiplierBingo' && (
              <Button component={Link} to="/game-in-progress2" color="orange" data-testid="continue-game">
                {t('multiplier.home.continue', { n: active.callsRevealed })}
              </Button>
            )}
            <Button component={Link} to="/abazh" size="md" color="green" data-testid="new-multiplier-game">
              {t('multiplier.home.newGame')}
            </Button>
          </Group>
        </Group>
        {active && active.gameType !== 'multiplierBingo' && (
          <Alert color="yellow" mb="md" data-testid="other-game">
            <Group justify="space-between">
              <Text size="sm">
                {t('multiplier.home.otherGame', {
                  type: t(`gameTypes.${active.gameType}`, { defaultValue: active.gameType }),
                })}
              </Text>
              <Button size="xs" variant="light" component={Link} to="/game-in-progress">
                {t('multiplier.home.continueOther')}
              </Button>
            </Group>
          </Alert>
        )}
        {error && !data && (
          <Alert color="red" mb="md">
            {t('multiplier.stats.failed')}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 2, sm: 5 }} mb="md" data-testid="home-tiles">
          {tiles.map((tile) => (
            <Paper key={tile.key} withBorder p="sm" radius="md">
              <Text size="xs" c="dimmed">
                {t(`multiplier.home.${tile.key}`)}
              </Text>
              <Text fw={700} size="lg" c={tile.color}>
                {tile.value}
              </Text>
            </Paper>
          ))}
        </SimpleGrid>
        <Group gap="xs" mb="md">
          <Button component={Link} to="/multiplierStats" variant="light" data-testid="bingo-stats-link">
            {t('multiplier.home.stats')}
          </Button>
          <Button component={Link} to="/reports/multiplier" variant="light">
            {t('multiplier.home.reports')}
          </Button>
          <Button component={Link} to="/dashboard" variant="default">
            {t('multiplier.home.regular')}
          </Button>
        </Group>
        <Paper withBorder p="md" radius="md">
          <Stack gap="sm">
            <Text fw={700}>{t('multiplier.home.recent')}</Text>
            {data && games.length === 0 ? (
              <Text c="dimmed">{t('multiplier.home.noGames')}</Text>
            ) : (
              <MultiplierGamesTable games={games} testId="home-games" />
            )}
          </Stack>
        </Paper>
      </Container>
    </Box>
  );
}
