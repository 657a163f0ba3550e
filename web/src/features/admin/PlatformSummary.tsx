import { useQuery } from '@apollo/client/react';
import { Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatBirr } from '../../shared/money-format';
import { PlatformSummaryDocument } from './operations';

/** The super-admin summary: revenue (all time and today), the platform's 17.5 % share, games and hosts. */
export function PlatformSummary() {
  const { t } = useTranslation();
  const { data } = useQuery(PlatformSummaryDocument, { fetchPolicy: 'network-only' });
  const s = data?.platformSummary;
  const tile = (label: string, value: string, testId: string, negative = false) => (
    <Paper withBorder p="sm" radius="md" data-testid={testId}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Title order={4} c={negative ? 'red' : undefined}>
        {value}
      </Title>
    </Paper>
  );
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} mb="md">
      {tile(t('admin.revenue'), s ? formatBirr(s.revenue) : '…', 'summary-revenue', (s?.revenue ?? 0) < 0)}
      {tile(t('admin.todayRevenue'), s ? formatBirr(s.todayRevenue) : '…', 'summary-today', (s?.todayRevenue ?? 0) < 0)}
      {tile(
        t('admin.platformShare', { pct: s ? (s.platformShare * 100).toFixed(1) : '17.5' }),
        s ? formatBirr(s.platformShareAmount) : '…',
        'summary-share',
      )}
      {tile(t('admin.gamesHosts'), s ? `${s.totalGames} / ${s.hostCount}` : '…', 'summary-games')}
    </SimpleGrid>
  );
}
