import '../../shared/i18n/backoffice.i18n';
import '../../shared/i18n/hostshell.i18n';
import { useQuery } from '@apollo/client/react';
import { addisDayStart, amharicWeekday } from '@bingo/core';
import { Alert, Paper, Table, Tabs, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatBirr } from '../../shared/money-format';
import { BarChart } from '../../shared/charts/BarChart';
import { dayText } from '../../shared/calendar/period-label';
import { HouseDetailTab } from './HouseDetailTab';
import { HouseStatsDocument } from './operations';
import { CenteredLoader } from './CenteredLoader';
import { StackTable } from '../../shared/tables/StackTable';

/** Online Games Dashboard (house games, docs/screens.md#host-shell): Daily Summary and Detailed Games tabs. */
export function HouseView() {
  const { t } = useTranslation();
  return (
    <>
      <Title order={3} mb="md">
        {t('shell.house')}
      </Title>
      {/* Unmounted tabs load when opened: the detailed list is the heavier query. */}
      <Tabs defaultValue="daily" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="daily" data-testid="house-tab-daily">
            {t('hs.house.daily')}
          </Tabs.Tab>
          <Tabs.Tab value="detailed" data-testid="house-tab-detailed">
            {t('hs.house.detailed')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="daily">
          <HouseDailyTab />
        </Tabs.Panel>
        <Tabs.Panel value="detailed">
          <HouseDetailTab />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}

/** Daily Summary: day (Amharic weekday), games, profit; the totals and the house P/L chart. */
function HouseDailyTab() {
  const { t, i18n } = useTranslation();
  const { data, loading, error } = useQuery(HouseStatsDocument, { fetchPolicy: 'network-only' });
  if (error) return <Alert color="red">{t('bo.fetchFailed')}</Alert>;
  if (loading && !data) return <CenteredLoader />;
  const days = data?.houseDailyProfitLoss ?? [];
  return (
    <>
      <Text mb="sm" data-testid="house-totals">
        {t('shell.houseTotals', {
          games: data?.houseGameStats.totalGames ?? 0,
          wins: data?.houseGameStats.houseWins ?? 0,
        })}{' '}
        · {formatBirr(data?.houseGameStats.totalProfit ?? 0)}
      </Text>
      <Paper withBorder p="md" radius="md" mb="md">
        <BarChart
          bars={[...days].reverse().map((d) => ({ label: d.date, value: d.profit }))}
          label={t('shell.housePl')}
          testId="house-chart"
        />
      </Paper>
      <Paper withBorder radius="md" style={{ overflowX: 'auto' }}>
        <StackTable striped data-testid="house-daily">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('hs.house.day')}</Table.Th>
              <Table.Th ta="right">{t('bo.games')}</Table.Th>
              <Table.Th ta="right">{t('bo.profit')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {days.map((d) => (
              <Table.Tr key={d.date} data-testid="house-daily-row">
                <Table.Td>
                  {amharicWeekday(addisDayStart(d.date))} {dayText(d.date, i18n.language)}
                </Table.Td>
                <Table.Td ta="right">{d.gamesCount}</Table.Td>
                <Table.Td ta="right" c={d.profit < 0 ? 'red' : 'green'}>
                  {formatBirr(d.profit)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </StackTable>
        {days.length === 0 && (
          <Text c="dimmed" p="md">
            {t('hs.house.empty')}
          </Text>
        )}
      </Paper>
    </>
  );
}
