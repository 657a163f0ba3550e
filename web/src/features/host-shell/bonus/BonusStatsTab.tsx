import { useQuery } from '@apollo/client/react';
import { addisDayKey, addisDayStart, amharicWeekday } from '@bingo/core';
import { Alert, Loader, Paper, Table } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangeFields } from '../../../shared/calendar/DateRangeFields';
import type { DayRange } from '../../../shared/calendar/date-range';
import { ethiopianDay } from '../../../shared/calendar/ethiopian-time';
import { useServerNow } from '../../../shared/clock/server-clock';
import { formatBirr } from '../../../shared/money-format';
import { defaultStatsRange, rangeProblem, STATS_SCREEN_DAYS } from './bonus-rules';
import { statsTotals } from './bonus-form';
import { DailyBonusStatsDocument } from './operations';
import { CenteredLoader } from '../CenteredLoader';
import { StackTable } from '../../../shared/tables/StackTable';

/** Daily statistics: a date range (default the last 7 days), a row per Addis day and a totals footer. */
export function BonusStatsTab() {
  const { t, i18n } = useTranslation();
  const now = useServerNow();
  const [picked, setPicked] = useState<DayRange | null>(null);
  const range = picked ?? defaultStatsRange(now);
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
      <DateRangeFields
        testId="bonus-range"
        value={range}
        onChange={setPicked}
        defaultDays={STATS_SCREEN_DAYS}
        onReset={() => setPicked(null)}
        maxDate={addisDayKey(now)}
        problem={problem}
      />
      {loading && <Loader size="sm" />}
      {error && <Alert color="red">{t('hs.bonus.stats.fetchFailed')}</Alert>}
      {loading && days.length === 0 ? (
        <CenteredLoader />
      ) : (
        <Paper withBorder radius="md" style={{ overflowX: 'auto' }}>
          <StackTable striped data-testid="bonus-stats">
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
                    {amharicWeekday(addisDayStart(d.date))} {d.date}{' '}
                    <span style={{ opacity: 0.7 }}>({ethiopianDay(d.date, i18n.language)})</span>
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
          </StackTable>
        </Paper>
      )}
    </>
  );
}
