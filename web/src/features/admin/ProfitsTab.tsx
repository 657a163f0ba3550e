import { useQuery } from '@apollo/client/react';
import { Alert, Paper, SimpleGrid, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../shared/api-errors';
import { formatBirr } from '../../shared/money-format';
import { BarChart } from '../../shared/charts/BarChart';
import { periodLabel } from '../../shared/calendar/period-label';
import { PlatformPeriodsDocument } from './platform-periods.operations';
import { StackTable } from '../../shared/tables/StackTable';

/**
 * Last 30 days (30 rows), 12 weeks and 12 months of profit over every visible host, each with a
 * chart. The server sums them in SQL on Addis Ababa days (docs/reporting.md); nothing is added up here.
 */
export function ProfitsTab() {
  const { t, i18n } = useTranslation();
  const { data, error } = useQuery(PlatformPeriodsDocument, { fetchPolicy: 'network-only' });
  const p = data?.platformPeriods;
  const days = (p?.last30Days ?? []).map((d) => ({ key: d.date, profit: d.profit }));
  const weeks = (p?.last12WeeksProfits ?? []).map((w) => ({ key: w.week, profit: w.profit }));
  const months = (p?.last12MonthsProfits ?? []).map((m) => ({ key: m.month, profit: m.profit }));
  const section = (title: string, rows: { key: string; profit: number }[], testId: string) => (
    <Paper withBorder p="md" radius="md" style={{ minWidth: 0 }}>
      <Text fw={600}>{title}</Text>
      <BarChart
        bars={[...rows].reverse().map((r) => ({ label: r.key, value: r.profit }))}
        label={title}
        testId={testId}
      />
      <StackTable striped data-testid={`${testId}-table`}>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={r.key}>
              <Table.Td>{periodLabel(r.key, i18n.language)}</Table.Td>
              <Table.Td ta="right" c={r.profit < 0 ? 'red' : 'green'}>
                {formatBirr(r.profit)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </StackTable>
    </Paper>
  );
  return (
    <>
      {error && <Alert color="red">{errorMessage(error)}</Alert>}
      <SimpleGrid cols={{ base: 1, md: 3 }}>
        {section(t('admin.last30'), days, 'chart-days')}
        {section(t('admin.weekly'), weeks, 'chart-weeks')}
        {section(t('admin.monthly'), months, 'chart-months')}
      </SimpleGrid>
    </>
  );
}
