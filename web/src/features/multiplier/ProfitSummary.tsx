import { Button, Group, Modal, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import { formatBirr } from '../../shared/money-format';
import { dailyRows, monthlyRows, profitColor, weeklyRows, type PeriodRow } from './stats-rows';
import { StackTable } from '../../shared/tables/StackTable';

export const AdminProfitSummaryFragment = graphql(`
  fragment AdminProfitSummary on AdminMultiplierSummary {
    id
    adminUsername
    totalProfit: totalProfitSantim
    months {
      month
      profit: profitSantim
      gamesCount
      weeks {
        week
        profit: profitSantim
        gamesCount
        days {
          date
          profit: profitSantim
          gamesCount
        }
      }
    }
  }
`);

type Period = 'daily' | 'weekly' | 'monthly';
const PERIODS: readonly Period[] = ['daily', 'weekly', 'monthly'];
const HEADS: Record<Period, string> = {
  daily: 'multiplier.stats.day',
  weekly: 'multiplier.stats.week',
  monthly: 'multiplier.stats.month',
};

/** Profit Summary: per host, Admin and Total Profit, and Daily / Weekly / Monthly with a View popup each. */
export function ProfitSummary({ admins }: { admins: readonly FragmentType<typeof AdminProfitSummaryFragment>[] }) {
  const { t } = useTranslation();
  const list = admins.map((a) => getFragmentData(AdminProfitSummaryFragment, a));
  if (list.length === 0) return <Text data-testid="profit-summary-empty">{t('multiplier.stats.na')}</Text>;
  return (
    <Stack data-testid="profit-summary">
      {list.map((a) => (
        <AdminSummary key={a.id} admin={a} />
      ))}
    </Stack>
  );
}

function AdminSummary({
  admin,
}: {
  admin: { adminUsername: string; totalProfit: number; months: Parameters<typeof dailyRows>[0] };
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<Period | null>(null);
  const rows: Record<Period, PeriodRow[]> = {
    daily: dailyRows(admin.months),
    weekly: weeklyRows(admin.months),
    monthly: monthlyRows(admin.months),
  };
  return (
    <Paper withBorder p="md" radius="md">
      <Group justify="space-between" mb="sm">
        <Text fw={700}>
          {t('multiplier.stats.admin')}: {admin.adminUsername.toUpperCase()}
        </Text>
        <Text fw={700} c={profitColor(admin.totalProfit)} data-testid="summary-total">
          {t('multiplier.stats.totalProfit')}: {formatBirr(admin.totalProfit)}
        </Text>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {PERIODS.map((p) => {
          const latest = rows[p][0];
          return (
            <Paper key={p} withBorder p="sm" radius="md">
              <Text size="sm" c="dimmed">
                {t(`multiplier.stats.${p}`)}
              </Text>
              <Group justify="space-between">
                <Text fw={700} c={latest ? profitColor(latest.profit) : undefined}>
                  {latest ? formatBirr(latest.profit) : t('multiplier.stats.na')}
                </Text>
                <Button size="compact-sm" variant="light" onClick={() => setOpen(p)} data-testid={`view-${p}`}>
                  {t('multiplier.stats.view')}
                </Button>
              </Group>
            </Paper>
          );
        })}
      </SimpleGrid>
      <Modal
        opened={open !== null}
        onClose={() => setOpen(null)}
        title={open ? t(`multiplier.stats.${open}`) : ''}
        data-testid="period-dialog"
      >
        {open && <PeriodTable head={t(HEADS[open])} rows={rows[open]} />}
      </Modal>
    </Paper>
  );
}

function PeriodTable({ head, rows }: { head: string; rows: PeriodRow[] }) {
  const { t } = useTranslation();
  if (rows.length === 0) return <Text>{t('multiplier.stats.na')}</Text>;
  return (
    <StackTable striped>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{head}</Table.Th>
          <Table.Th>{t('multiplier.stats.profit')}</Table.Th>
          <Table.Th>{t('multiplier.stats.games')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((r) => (
          <Table.Tr key={r.period}>
            <Table.Td>{r.period}</Table.Td>
            <Table.Td c={profitColor(r.profit)}>{formatBirr(r.profit)}</Table.Td>
            <Table.Td>{r.gamesCount}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </StackTable>
  );
}
