import { useQuery } from '@apollo/client/react';
import { addisDayStart, amharicWeekday } from '@bingo/core';
import { Alert, Group, Loader, Paper, Table, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBirr } from '../../../shared/money';
import { defaultStatsRange, rangeProblem } from './bonus-rules';
import { statsTotals } from './bonus-form';
import { DailyBonusStatsDocument } from './operations';
import { CenteredLoader } from '../CenteredLoader';

/** Daily statistics: a date range (default the last 100 days), a row per Addis day and a totals footer. */
export function BonusStatsTab() {
  const { t } = useTranslation();
  const [range, setRange] = useState(() => defaultStatsRange(new Date()));
  const problem = rangeProblem(range.startDate, range.endDate);
  // An unfinished range is not sent: the table keeps the last good answer meanwhile.
  const { data, previousData, loading, error } = useQuery(DailyBonusStatsDocument, {
    variables: { range },
    skip: problem !== null,
    fetchPolicy: 'network-only',
  });
  const days = (data ?? previousData)?.dailyBonusStats ?? [];
  const totals = statsTotals(days);
  return (
    <>
      <Group mb="md" align="flex-end">
        <TextInput
          type="date"
          label={t('hs.bonus.stats.from')}
          name="statsFrom"
          value={range.startDate}
          onChange={(e) => setRange({ ...range, startDate: e.currentTarget.value })}
        />
        <TextInput
          type="date"
          label={t('hs.bonus.stats.to')}
          name="statsTo"
          value={range.endDate}
          onChange={(e) => setRange({ ...range, endDate: e.currentTarget.value })}
        />
        {loading && <Loader size="sm" />}
      </Group>
      {problem && (
        <Text c="red" size="sm" mb="sm">
          {t(problem.key, problem.values ?? {})}
        </Text>
      )}
      {error && <Alert color="red">{t('hs.bonus.stats.fetchFailed')}</Alert>}
      {loading && days.length === 0 ? (
        <CenteredLoader />
      ) : (
        <Paper withBorder radius="md" style={{ overflowX: 'auto' }}>
          <Table striped data-testid="bonus-stats">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('hs.bonus.stats.date')}</Table.Th>
                <Table.Th ta="right">{t('hs.bonus.stats.games')}</Table.Th>
                <Table.Th ta="right">{t('hs.bonus.stats.amount')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {[...days].reverse().map((d) => (
                <Table.Tr key={d.date} data-testid="bonus-stats-row">
                  <Table.Td>
                    {amharicWeekday(addisDayStart(d.date))} {d.date}
                  </Table.Td>
                  <Table.Td ta="right">{d.totalGames}</Table.Td>
                  <Table.Td ta="right">{formatBirr(d.totalBonusAmount)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
            <Table.Tfoot>
              <Table.Tr data-testid="bonus-stats-total">
                <Table.Th>{t('hs.bonus.stats.total')}</Table.Th>
                <Table.Th ta="right">{totals.totalGames}</Table.Th>
                <Table.Th ta="right">{formatBirr(totals.totalBonusAmount)}</Table.Th>
              </Table.Tr>
            </Table.Tfoot>
          </Table>
        </Paper>
      )}
    </>
  );
}
