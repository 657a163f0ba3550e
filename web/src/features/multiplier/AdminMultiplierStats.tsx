import '../../shared/i18n/multiplier.i18n';
import { useQuery } from '@apollo/client/react';
import { Alert, Button, Center, Group, Loader, Table, Tabs, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { periodLabel } from '../../shared/calendar/period-label';
import { formatBirr } from '../../shared/money-format';
import { MultiplierGamesTable } from './MultiplierGamesTable';
import { AdminMultiplierStatsDocument } from './operations';
import { profitColor } from './stats-rows';
import { StackTable } from '../../shared/tables/StackTable';

/** Host shell view AdminMultiplierBingoStats: Detailed Info (games with their bets by stake) and Profit Summary. */
export function AdminMultiplierStats() {
  const { t, i18n } = useTranslation();
  const adminId = localStorage.getItem('adminId');
  const { data, loading, error } = useQuery(AdminMultiplierStatsDocument, {
    fetchPolicy: 'cache-and-network',
    skip: !adminId,
  });
  if (!adminId) return <Text>{t('multiplier.shell.selectAdmin')}</Text>;
  if (loading && !data)
    return (
      <Center>
        <Loader />
      </Center>
    );
  if (error && !data) return <Alert color="red">{t('multiplier.stats.failed')}</Alert>;
  const report = data?.multiplierGames;
  const days = data?.multiplierDailyProfits ?? [];
  return (
    <>
      <Group justify="space-between" mb="md">
        <Title order={3}>{t('multiplier.shell.menu')}</Title>
        <Button component={Link} to="/multiplier" variant="light" data-testid="to-multiplier-home">
          {t('multiplier.home.title')}
        </Button>
      </Group>
      <Tabs defaultValue="detailed" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="detailed">{t('multiplier.stats.detailed')}</Tabs.Tab>
          <Tabs.Tab value="summary" data-testid="shell-tab-summary">
            {t('multiplier.stats.summary')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="detailed">
          {report && report.games.length > 0 ? (
            <MultiplierGamesTable games={report.games} testId="shell-multiplier-games" />
          ) : (
            <Text>{t('multiplier.stats.noDetail')}</Text>
          )}
        </Tabs.Panel>
        <Tabs.Panel value="summary">
          <Group mb="sm">
            <Text fw={700} c={profitColor(report?.totalProfit ?? 0)} data-testid="shell-total-profit">
              {t('multiplier.stats.totalProfit')}: {formatBirr(report?.totalProfit ?? 0)}
            </Text>
          </Group>
          <StackTable striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('multiplier.stats.date')}</Table.Th>
                <Table.Th>{t('multiplier.stats.profit')}</Table.Th>
                <Table.Th>{t('multiplier.stats.games')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {days.map((d) => (
                <Table.Tr key={d.date}>
                  <Table.Td>{periodLabel(d.date, i18n.language)}</Table.Td>
                  <Table.Td c={profitColor(d.profit)}>{formatBirr(d.profit)}</Table.Td>
                  <Table.Td>{d.gamesCount}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </StackTable>
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
