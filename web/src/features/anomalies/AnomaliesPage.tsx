import '../../shared/i18n/anomaly.i18n';
import { useQuery } from '@apollo/client/react';
import { MAX_REPORT_RANGE_DAYS } from '@bingo/core';
import { Alert, Badge, Center, Group, Loader, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BackOfficeLayout } from '../../account/layout/BackOfficeLayout';
import { RequireRole } from '../../account/layout/RequireRole';
import { sessionRole } from '../../account/session/session-role';
import { DateRangeFields } from '../../shared/calendar/DateRangeFields';
import { lastDays, rangeProblem, type DayRange } from '../../shared/calendar/date-range';
import { useServerToday } from '../../shared/clock/server-clock';
import { ScrollTable } from '../../shared/tables/ScrollTable';
import { EvidenceModal, type EvidenceTarget } from './EvidenceModal';
import { FlagCard } from './FlagCard';
import { flagTitle } from './flag-text';
import { AnomaliesDocument } from './operations';
import { ThresholdsForm } from './ThresholdsForm';

/** The range the screen opens on: the last 30 days. */
const DEFAULT_DAYS = 30;

/** /anomalies: owners (their group's hosts) and the super admin (every host) — docs/screens.md#anomalies. */
export function AnomaliesPage() {
  return (
    <RequireRole roles={['OWNER', 'SUPER_ADMIN']}>
      <AnomaliesScreen />
    </RequireRole>
  );
}

function AnomaliesScreen() {
  const { t } = useTranslation();
  const today = useServerToday();
  const [picked, setPicked] = useState<DayRange | null>(null);
  const range = picked ?? lastDays(today, DEFAULT_DAYS);
  const problem = rangeProblem(range, MAX_REPORT_RANGE_DAYS);
  const { data, previousData, loading, error, refetch } = useQuery(AnomaliesDocument, {
    variables: range,
    skip: problem !== null,
    fetchPolicy: 'network-only',
  });
  const [target, setTarget] = useState<EvidenceTarget | null>(null);
  const hosts = (data ?? previousData)?.anomalies.hosts ?? [];
  const flagged = hosts.filter((h) => h.flags.length > 0);

  return (
    <BackOfficeLayout title={t('anomaly.title')} back>
      <Stack gap="md">
        <DateRangeFields
          testId="anomaly-range"
          value={range}
          onChange={setPicked}
          defaultDays={DEFAULT_DAYS}
          onReset={() => setPicked(null)}
          maxDate={today}
          problem={problem}
        />
        {error && <Alert color="red">{t('anomaly.loadFailed')}</Alert>}
        {loading && hosts.length === 0 ? (
          <Center>
            <Loader />
          </Center>
        ) : (
          <ScrollTable testId="anomaly-hosts">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('anomaly.host')}</Table.Th>
                <Table.Th ta="right">{t('anomaly.games')}</Table.Th>
                <Table.Th ta="right">{t('anomaly.flags')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {hosts.length === 0 && (
                <Table.Tr>
                  <Table.Td colSpan={4}>{t('anomaly.noHosts')}</Table.Td>
                </Table.Tr>
              )}
              {hosts.map((h) => (
                <Table.Tr key={h.hostId} data-testid="anomaly-host" data-host={h.username}>
                  <Table.Td>{h.username}</Table.Td>
                  <Table.Td ta="right">{h.games}</Table.Td>
                  <Table.Td ta="right">
                    <Badge color={h.flags.length ? 'red' : 'gray'} variant="light">
                      {h.flags.length}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Text size="xs" c="dimmed">
                      {h.flags.length ? h.flags.map((f) => flagTitle(t, f)).join(' · ') : t('anomaly.noFlags')}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </ScrollTable>
        )}
        {flagged.map((h) => (
          <Paper key={h.hostId} withBorder p="sm" radius="md" data-testid="anomaly-host-flags" data-host={h.username}>
            <Group gap="xs" mb="xs">
              <Title order={5}>{h.username}</Title>
              <Badge color="red">{h.flags.length}</Badge>
            </Group>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
              {h.flags.map((f) => (
                <FlagCard
                  key={`${f.kind}-${f.cardNumber ?? ''}`}
                  flag={f}
                  onOpen={() =>
                    setTarget({
                      hostId: h.hostId,
                      username: h.username,
                      kind: f.kind,
                      title: flagTitle(t, f),
                      cardNumber: f.cardNumber ?? null,
                    })
                  }
                />
              ))}
            </SimpleGrid>
          </Paper>
        ))}
        {sessionRole() === 'OWNER' && <ThresholdsForm onSaved={() => void refetch()} />}
      </Stack>
      <EvidenceModal target={target} range={range} onClose={() => setTarget(null)} />
    </BackOfficeLayout>
  );
}
