import '../shared/i18n/backoffice.i18n';
import type { ExportPeriod } from '@bingo/core';
import { Group, Modal, ScrollArea, SegmentedControl, Stack, Table } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BarChart } from '../shared/charts/BarChart';
import { periodLabel } from '../shared/calendar/period-label';
import type { ManagedHost } from './managed-host';
import { formatBirr } from '../shared/money-format';
import { HostFigureTiles } from './HostFigures';
import { ExportMenu } from '../account/export/ExportMenu';
import { StackTable } from '../shared/tables/StackTable';

/**
 * A host's statistics (owners and the super admin): every figure of the host record, then profit by
 * period, the last 30 days (long weekday dates, 30 rows), 12 weeks, 12 months, with a chart. All
 * computed by the server on Addis Ababa days (docs/reporting.md).
 */
export function HostStatsModal({ host, onClose }: { host: ManagedHost; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const [period, setPeriod] = useState<ExportPeriod>('day');
  const s = host.stats;
  const rows =
    period === 'day'
      ? (s?.last30Days ?? []).map((d) => ({
          label: d.date,
          shown: periodLabel(d.date, i18n.language),
          value: d.profit,
        }))
      : period === 'week'
        ? (s?.last12WeeksProfits ?? []).map((w) => ({
            label: w.week,
            shown: periodLabel(w.week, i18n.language),
            value: w.profit,
          }))
        : (s?.last12MonthsProfits ?? []).map((m) => ({
            label: m.month,
            shown: periodLabel(m.month, i18n.language),
            value: m.profit,
          }));
  return (
    <Modal opened onClose={onClose} title={`${t('bo.statsByPeriod')} · ${host.username}`} size="lg">
      <Stack>
        <HostFigureTiles host={host} />
        <Group justify="space-between">
          <SegmentedControl
            value={period}
            onChange={(v) => setPeriod(v as typeof period)}
            data={[
              { value: 'day', label: t('bo.daily') },
              { value: 'week', label: t('bo.weekly') },
              { value: 'month', label: t('bo.monthly') },
            ]}
          />
          {/* The period on screen: the last 30 days, 12 weeks or 12 months (GET /admin/stats?adminId=…&period=…). */}
          <ExportMenu path="/admin/stats" filters={{ adminId: host.id, period }} name="host-stats" />
        </Group>
        <BarChart
          bars={[...rows].reverse().map((r) => ({ label: r.label, value: r.value }))}
          label={t('bo.profitChart')}
          testId="host-profit-chart"
        />
        <ScrollArea h={300}>
          <StackTable striped data-testid="host-stats-table" data-period={period}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('bo.date')}</Table.Th>
                <Table.Th ta="right">{t('bo.profit')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((r) => (
                <Table.Tr key={r.label}>
                  <Table.Td>{r.shown}</Table.Td>
                  <Table.Td ta="right" c={r.value < 0 ? 'red' : undefined}>
                    {formatBirr(r.value)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </StackTable>
        </ScrollArea>
      </Stack>
    </Modal>
  );
}
