import { addisDayKey, addisDayStart, DEFAULT_REPORT_DAYS, MAX_REPORT_RANGE_DAYS } from '@bingo/core';
import { useApolloClient } from '@apollo/client/react';
import { Alert, Box, Center, Container, Group, Loader, Paper, Table, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangeFields } from '../../shared/calendar/DateRangeFields';
import { daysIn, lastDays, rangeProblem, type DayRange } from '../../shared/calendar/date-range';
import { ethiopianDay, gregorianDay } from '../../shared/calendar/ethiopian-time';
import { useServerNow } from '../../shared/clock/server-clock';
import { errorMessage } from '../../shared/api-errors';
import { ProfitChart } from './ProfitChart';
import { dailyProfits, formatProfit, type DayProfit, type GameProfit } from './report-rows';
import { HostStatsDocument, MyGamesDocument } from './operations';
import { ExportMenu } from '../../account/export/ExportMenu';
import { StackTable } from '../../shared/tables/StackTable';

/** The server's default statistics window (core), which the chart shows. */
export const REPORT_DAYS = DEFAULT_REPORT_DAYS;
const MAX_PAGES = 50;

/**
 * Reports: profit per day (Addis Ababa), newest first, and a chart, for a range picked in both
 * calendars (default the last 30 days by the server's clock; docs/reporting.md#date-ranges).
 */
export function ReportsPage() {
  const { t, i18n } = useTranslation();
  const client = useApolloClient();
  const today = addisDayKey(useServerNow());
  const [picked, setPicked] = useState<DayRange | null>(null);
  const range = picked ?? lastDays(today, REPORT_DAYS);
  const problem = rangeProblem(range, MAX_REPORT_RANGE_DAYS);
  const [rows, setRows] = useState<DayProfit[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { startDate, endDate } = range;

  useEffect(() => {
    if (problem) return;
    let cancelled = false;
    setError(null);
    const days = daysIn({ startDate, endDate });
    (async () => {
      // The server's daily figures (hostStats = GET /admin/stats) when it has them...
      try {
        const { data } = await client.query({
          query: HostStatsDocument,
          variables: { range: { startDate, endDate } },
          fetchPolicy: 'network-only',
        });
        const list = data?.hostStats.statsByPeriod;
        if (list && list.length > 0) {
          if (!cancelled) setRows(list.map((d) => ({ day: d.date, profit: d.profit })));
          return;
        }
      } catch (e) {
        console.warn('hostStats unavailable, summing the games list instead', errorMessage(e));
      }
      // ...else the sum of the games list per Addis day.
      const lastDay = addisDayStart(endDate);
      const oldest = startDate;
      const games: GameProfit[] = [];
      for (let page = 1; page <= MAX_PAGES; page++) {
        const { data } = await client.query({
          query: MyGamesDocument,
          variables: { page },
          fetchPolicy: 'network-only',
        });
        const list = data?.myGames.games ?? [];
        games.push(...list.map((g) => ({ ...g, profit: g.profit ?? 0 })));
        const last = list.at(-1);
        if (!data || page >= data.myGames.totalPages || !last || new Date(last.createdAt) < addisDayStart(oldest))
          break;
      }
      if (!cancelled) setRows(dailyProfits(games, lastDay, days));
    })().catch((e: unknown) => !cancelled && setError(errorMessage(e)));
    return () => {
      cancelled = true;
    };
  }, [client, startDate, endDate, problem]);

  const formatDay = (day: string) => ({
    gregorian: gregorianDay(day, i18n.language),
    ethiopian: ethiopianDay(day, i18n.language),
  });

  return (
    <Box>
      <Container size="md" py={0}>
        <Group justify="space-between" mb="md">
          <Title order={2}>{t('reports.title')}</Title>
          <ExportMenu path="/admin/stats" filters={{ startDate, endDate }} name="reports" disabled={!!problem} />
        </Group>
        <DateRangeFields
          testId="report-range"
          value={range}
          onChange={setPicked}
          defaultDays={REPORT_DAYS}
          onReset={() => setPicked(null)}
          maxDate={today}
          problem={problem}
        />
        {error && <Alert color="red">{error}</Alert>}
        {!rows && !error && (
          <Center py="xl">
            <Loader />
          </Center>
        )}
        {rows && (
          <>
            <Paper withBorder p="md" radius="md" mb="md">
              <Text fw={600} mb="xs">
                {picked ? `${startDate} – ${endDate}` : t('reports.chartTitle', { n: REPORT_DAYS })}
              </Text>
              <ProfitChart rows={rows} />
            </Paper>
            <Paper withBorder radius="md">
              <StackTable striped data-testid="reports-table">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('reports.day')}</Table.Th>
                    <Table.Th ta="right">{t('reports.profit')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((r) => {
                    const d = formatDay(r.day);
                    return (
                      <Table.Tr key={r.day} data-testid="report-row">
                        <Table.Td>
                          <Group gap="xs">
                            <Text size="sm">{d.gregorian}</Text>
                            <Text size="xs" c="dimmed">
                              ({d.ethiopian})
                            </Text>
                          </Group>
                        </Table.Td>
                        <Table.Td ta="right" c={r.profit < 0 ? 'red' : undefined}>
                          {formatProfit(r.profit)}
                        </Table.Td>
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </StackTable>
            </Paper>
          </>
        )}
      </Container>
    </Box>
  );
}
