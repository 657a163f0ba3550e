import '../../shared/i18n/multiplier.i18n';
import { useQuery } from '@apollo/client/react';
import { Alert, Box, Button, Container, Group, Paper, SimpleGrid, Table, Tabs, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { BingoStatsQuery } from '../../gql/graphql';
import { AppHeader } from '../../account/layout/AppHeader';
import { formatBirr } from '../../shared/money-format';
import { BarChart } from '../../shared/charts/BarChart';
import { BingoStatsDocument } from './operations';
import { ProfitSummary } from './ProfitSummary';
import { profitColor } from './stats-rows';
import { StackTable } from '../../shared/tables/StackTable';

type Stats = BingoStatsQuery;
const dateTime = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { timeZone: 'Africa/Addis_Ababa', dateStyle: 'medium', timeStyle: 'short' });

/** /multiplierStats, "Bingo Stats": Detailed Info, Profit Summary (Daily / Weekly / Monthly views), Game Stats. */
export function BingoStatsPage() {
  const { t } = useTranslation();
  const { data, loading, error } = useQuery(BingoStatsDocument, { fetchPolicy: 'cache-and-network' });
  return (
    <Box>
      <AppHeader />
      <Container size="xl" py="md">
        <Group justify="space-between" mb="md">
          <Title order={2}>{t('multiplier.stats.title')}</Title>
          <Button component={Link} to="/multiplier" variant="light">
            {t('multiplier.home.title')}
          </Button>
        </Group>
        {loading && !data && <Text data-testid="stats-loading">{t('multiplier.stats.loading')}</Text>}
        {error && !data && <Alert color="red">{t('multiplier.stats.failed')}</Alert>}
        {data && (
          <Tabs defaultValue="detailed" keepMounted={false}>
            <Tabs.List mb="md">
              <Tabs.Tab value="detailed">{t('multiplier.stats.detailed')}</Tabs.Tab>
              <Tabs.Tab value="summary" data-testid="tab-summary">
                {t('multiplier.stats.summary')}
              </Tabs.Tab>
              <Tabs.Tab value="games" data-testid="tab-game-stats">
                {t('multiplier.stats.gameStats')}
              </Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="detailed">
              <DetailedInfo stats={data} />
            </Tabs.Panel>
            <Tabs.Panel value="summary">
              <ProfitSummary admins={data.allMultiplierStats.adminsSummary} />
            </Tabs.Panel>
            <Tabs.Panel value="games">
              <GameStats stats={data} />
            </Tabs.Panel>
          </Tabs>
        )}
      </Container>
    </Box>
  );
}

function Figure({ label, value, color, testId }: { label: string; value: string; color?: string; testId?: string }) {
  return (
    <Paper withBorder p="sm" radius="md">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="lg" c={color} data-testid={testId}>
        {value}
      </Text>
    </Paper>
  );
}

function DetailedInfo({ stats }: { stats: Stats }) {
  const { t } = useTranslation();
  const all = stats.allMultiplierStats;
  return (
    <>
      <SimpleGrid cols={{ base: 2, sm: 4 }} mb="md">
        <Figure label={t('multiplier.stats.totalGames')} value={String(all.totalGames)} testId="stats-total-games" />
        <Figure
          label={t('multiplier.stats.totalProfit')}
          value={formatBirr(all.totalProfit)}
          color={profitColor(all.totalProfit)}
          testId="stats-total-profit"
        />
      </SimpleGrid>
      {all.games.length === 0 ? (
        <Text data-testid="no-detail">{t('multiplier.stats.noDetail')}</Text>
      ) : (
        <div style={{ overflowX: 'auto' }}>
          <StackTable striped data-testid="stats-games">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('multiplier.stats.date')}</Table.Th>
                <Table.Th>{t('multiplier.stats.players')}</Table.Th>
                <Table.Th>{t('multiplier.stats.totalBet')}</Table.Th>
                <Table.Th>{t('multiplier.stats.payout')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {all.games.map((g) => (
                <Table.Tr key={g.gameId} data-testid="stats-game-row">
                  <Table.Td>{dateTime(g.createdAt)}</Table.Td>
                  <Table.Td>{g.numberOfPlayers}</Table.Td>
                  <Table.Td>{formatBirr(g.totalStakes)}</Table.Td>
                  <Table.Td>{g.payoutToWinner == null ? '-' : formatBirr(g.payoutToWinner, { whole: false })}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </StackTable>
        </div>
      )}
    </>
  );
}

function GameStats({ stats }: { stats: Stats }) {
  const { t } = useTranslation();
  const s = stats.multiplierGameStats;
  return (
    <>
      <SimpleGrid cols={{ base: 2, sm: 3 }} mb="md">
        <Figure label={t('multiplier.stats.totalGames')} value={String(s.totalGames)} />
        <Figure label={t('multiplier.stats.totalBet')} value={formatBirr(s.totalBettingAmount)} />
        <Figure label={t('multiplier.stats.totalPayout')} value={formatBirr(s.totalPayoutToWinners)} />
        <Figure
          label={t('multiplier.stats.totalProfit')}
          value={formatBirr(s.totalProfit)}
          color={profitColor(s.totalProfit)}
        />
        <Figure
          label={t('multiplier.stats.averageProfit')}
          value={formatBirr(s.averageProfit)}
          color={profitColor(s.averageProfit)}
        />
        <Figure label={t('multiplier.stats.losingGames')} value={String(s.losingGames)} />
      </SimpleGrid>
      <Paper withBorder p="md" radius="md">
        <BarChart
          bars={[...stats.multiplierDailyProfits].reverse().map((d) => ({ label: d.date, value: d.profit }))}
          label={t('multiplier.stats.chart')}
          testId="multiplier-chart"
        />
      </Paper>
    </>
  );
}
