import '../shared/i18n/settings.i18n';
import { Paper, SimpleGrid, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatBirr } from '../shared/money-format';
import type { ManagedHost } from './managed-host';

type Figure = { key: string; label: string; value: (s: NonNullable<ManagedHost['stats']>) => number; money: boolean };

/** The host record's figures beyond Balance and Today (the specification's super-admin host table). */
function useFigures(): Figure[] {
  const { t } = useTranslation();
  return [
    { key: 'week', label: t('settings.figures.week'), value: (s) => s.weekProfit, money: true },
    { key: 'month', label: t('settings.figures.month'), value: (s) => s.monthProfit, money: true },
    { key: 'total', label: t('settings.figures.total'), value: (s) => s.totalProfit, money: true },
    { key: 'avg-month', label: t('settings.figures.avgMonth'), value: (s) => s.avgMonthProfit, money: true },
    { key: 'avg-all-time', label: t('settings.figures.avgAllTime'), value: (s) => s.avgAllTimeProfit, money: true },
    { key: 'games-today', label: t('settings.figures.gamesToday'), value: (s) => s.gamesToday, money: false },
  ];
}

const shown = (f: Figure, s: ManagedHost['stats']) => {
  if (!s) return '-';
  const v = f.value(s);
  return f.money ? formatBirr(v) : String(v);
};

export function HostFigureHeadCells() {
  return (
    <>
      {useFigures().map((f) => (
        <Table.Th key={f.key}>{f.label}</Table.Th>
      ))}
    </>
  );
}

/** The figures as table cells, each found by tests as figure-<key>. */
export function HostFigureCells({ host }: { host: ManagedHost }) {
  return (
    <>
      {useFigures().map((f) => {
        const v = host.stats ? f.value(host.stats) : 0;
        return (
          <Table.Td key={f.key} data-testid={`figure-${f.key}`} c={f.money && v < 0 ? 'red' : undefined}>
            {shown(f, host.stats)}
          </Table.Td>
        );
      })}
    </>
  );
}

/** The same figures as tiles (the statistics modal). */
export function HostFigureTiles({ host }: { host: ManagedHost }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs" data-testid="host-figures">
      {useFigures().map((f) => (
        <Paper key={f.key} withBorder p="xs" radius="md" data-testid={`tile-${f.key}`}>
          <Text size="xs" c="dimmed">
            {f.label}
          </Text>
          <Text fw={600}>{shown(f, host.stats)}</Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
