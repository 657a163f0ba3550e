import '../../../shared/i18n/backoffice.i18n';
import '../../../shared/i18n/hostshell.i18n';
import { useQuery } from '@apollo/client/react';
import { Alert, Center, Container, Loader, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { useServerToday } from '../../../shared/clock/server-clock';
import { useTranslation } from 'react-i18next';
import { formatBirr } from '../../../shared/money-format';
import { AdminStatsDocument } from './operations';

function Tile({
  label,
  value,
  hint,
  color,
  testId,
}: {
  label: string;
  value: string;
  hint?: string;
  color?: string;
  testId: string;
}) {
  return (
    <Paper withBorder p="sm" radius="md" data-testid={testId}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="lg" c={color}>
        {value}
      </Text>
      {hint && (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      )}
    </Paper>
  );
}

/**
 * AdminStats (docs/screens.md#host-shell, GET /admin/stats): the host's own totals at the top of the shell's
 * landing, above the daily report, so the first thing an operator sees is the wallet and today.
 */
export function AdminStats() {
  const { t } = useTranslation();
  const todayKey = useServerToday();
  const { data, loading, error } = useQuery(AdminStatsDocument, { fetchPolicy: 'network-only' });
  if (error)
    return (
      <Container size="md" mb="md">
        <Alert color="red">{t('bo.fetchFailed')}</Alert>
      </Container>
    );
  if (loading && !data)
    return (
      <Center py="md">
        <Loader size="sm" />
      </Center>
    );
  const s = data!.hostStats;
  const today = s.statsByPeriod.find((d) => d.date === todayKey);
  const last30 = s.statsByPeriod.reduce((sum, d) => sum + d.profit, 0);
  return (
    <Container size="md" mb="md" data-testid="admin-stats">
      <Title order={3} mb="sm">
        {t('hs.stats.title')}
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 3, md: 6 }} spacing="xs">
        <Tile label={t('hs.stats.wallet')} value={formatBirr(s.wallet)} testId="stats-wallet" />
        <Tile
          label={t('hs.stats.today')}
          value={formatBirr(today?.profit ?? 0)}
          hint={t('hs.stats.todayGames', { n: today?.gamesCount ?? 0 })}
          color={(today?.profit ?? 0) < 0 ? 'red' : undefined}
          testId="stats-today"
        />
        <Tile
          label={t('hs.stats.last30')}
          value={formatBirr(last30)}
          color={last30 < 0 ? 'red' : undefined}
          testId="stats-last30"
        />
        <Tile label={t('hs.stats.totalGames')} value={s.totalGames.toLocaleString('en-US')} testId="stats-games" />
        <Tile label={t('hs.stats.totalBet')} value={formatBirr(s.totalBetAmount)} testId="stats-bet" />
        <Tile
          label={t('hs.stats.totalProfit')}
          value={formatBirr(s.totalProfit)}
          color={s.totalProfit < 0 ? 'red' : undefined}
          testId="stats-profit"
        />
      </SimpleGrid>
    </Container>
  );
}
