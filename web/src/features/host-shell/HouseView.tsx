import '../../i18n/backoffice';
import { useQuery } from '@apollo/client/react';
import { addisDayStart, amharicWeekday } from '@bingo/core';
import { Alert, Center, Loader, Paper, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatBirr } from '../../shared/money';
import { BarChart } from '../backoffice/BarChart';
import { HouseStatsDocument } from './operations';

/** Online Games Dashboard, Daily Summary: day (Amharic weekday), games, profit; and the house P/L chart. */
export function HouseView() {
  const { t } = useTranslation();
  const { data, loading, error } = useQuery(HouseStatsDocument, { fetchPolicy: 'network-only' });
  if (loading && !data)
    return (
      <Center>
        <Loader />
      </Center>
    );
  if (error) return <Alert color="red">{t('bo.fetchFailed')}</Alert>;
  const days = data?.houseDailyProfitLoss ?? [];
  return (
    <>
      <Title order={3} mb="md">
        {t('shell.house')}
      </Title>
      <Text mb="sm">
        {t('shell.houseTotals', { games: data?.houseGameStats.totalGames ?? 0, wins: data?.houseGameStats.houseWins ?? 0 })} · {formatBirr(data?.houseGameStats.totalProfit ?? 0)}
      </Text>
      <Paper withBorder p="md" radius="md" mb="md">
        <BarChart bars={[...days].reverse().map((d) => ({ label: d.date, value: d.profit }))} label={t('shell.housePl')} testId="house-chart" />
      </Paper>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('bo.date')}</Table.Th>
            <Table.Th>{t('bo.games')}</Table.Th>
            <Table.Th>{t('bo.profit')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {days.map((d) => (
            <Table.Tr key={d.date}>
              <Table.Td>
                {amharicWeekday(addisDayStart(d.date))} {d.date}
              </Table.Td>
              <Table.Td>{d.gamesCount}</Table.Td>
              <Table.Td c={d.profit < 0 ? 'red' : 'green'}>{formatBirr(d.profit)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </>
  );
}
