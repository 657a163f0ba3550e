import { useQuery } from '@apollo/client/react';
import { addisDayKey, dayKeysBack } from '@bingo/core';
import { Paper, SimpleGrid, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatBirr } from '../../shared/money';
import { BarChart } from '../../shared/charts/BarChart';
import { ManagedHostsDocument } from '../../shared/hosts/operations';
import { sumPeriods } from './admin-rules';

/** Last 30 days, 12 weeks and 12 months of profit over every visible host, each with a chart. */
export function ProfitsTab() {
  const { t } = useTranslation();
  const { data } = useQuery(ManagedHostsDocument, { fetchPolicy: 'cache-first' });
  const hosts = data?.hosts ?? [];
  const days = sumPeriods(hosts, (h) => (h.stats?.last30Days ?? []).map((d) => ({ key: d.date, profit: d.profit })));
  const today = addisDayKey(new Date());
  const byDay = new Map(days.map((d) => [d.key, d.profit]));
  // Every one of the 30 days gets a bar, with or without games.
  const last30 = dayKeysBack(today, 30).map((key) => ({ key, profit: byDay.get(key) ?? 0 }));
  const weeks = sumPeriods(hosts, (h) =>
    (h.stats?.last12WeeksProfits ?? []).map((w) => ({ key: w.week, profit: w.profit })),
  );
  const months = sumPeriods(hosts, (h) =>
    (h.stats?.last12MonthsProfits ?? []).map((m) => ({ key: m.month, profit: m.profit })),
  );
  const section = (title: string, rows: { key: string; profit: number }[], testId: string) => (
    <Paper withBorder p="md" radius="md" style={{ minWidth: 0 }}>
      <Text fw={600}>{title}</Text>
      <BarChart
        bars={[...rows].reverse().map((r) => ({ label: r.key, value: r.profit }))}
        label={title}
        testId={testId}
      />
      <Table striped>
        <Table.Tbody>
          {rows.slice(0, 12).map((r) => (
            <Table.Tr key={r.key}>
              <Table.Td>{r.key}</Table.Td>
              <Table.Td ta="right" c={r.profit < 0 ? 'red' : 'green'}>
                {formatBirr(r.profit)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }}>
      {section(t('admin.last30'), last30, 'chart-days')}
      {section(t('admin.weekly'), weeks, 'chart-weeks')}
      {section(t('admin.monthly'), months, 'chart-months')}
    </SimpleGrid>
  );
}
