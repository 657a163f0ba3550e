import '../../shared/i18n/linkedjackpot.i18n';
import { useQuery } from '@apollo/client/react';
import { Alert, Badge, Button, Group, Loader, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BackOfficeLayout } from '../../account/layout/BackOfficeLayout';
import { percentOf } from '../../hosts/settings-form';
import { errorMessage } from '../../shared/api-errors';
import { dateTime } from '../../shared/dates';
import { formatBirr } from '../../shared/money-format';
import { LinkedJackpotForm } from './LinkedJackpotForm';
import { type LinkedJackpot, LinkableHallsDocument, LinkedJackpotsDocument } from './operations';

/**
 * /linked-jackpots: an owner's pools shared by several of its halls (the super admin: every
 * group's), each with its halls, amount, rules and history of wins and misses.
 */
export function LinkedJackpotsPage() {
  const { t } = useTranslation();
  const pools = useQuery(LinkedJackpotsDocument, { fetchPolicy: 'cache-and-network' });
  const halls = useQuery(LinkableHallsDocument);
  const [editing, setEditing] = useState<LinkedJackpot | 'new' | null>(null);
  const list = pools.data?.linkedJackpots ?? [];
  return (
    <BackOfficeLayout
      title={t('lj.title')}
      back
      actions={
        <Button size="xs" onClick={() => setEditing('new')} data-testid="lj-new">
          {t('lj.new')}
        </Button>
      }
    >
      <Text c="dimmed" mb="md">
        {t('lj.intro')}
      </Text>
      {pools.error && <Alert color="red">{errorMessage(pools.error)}</Alert>}
      {pools.loading && !pools.data && <Loader />}
      {pools.data && list.length === 0 && <Text>{t('lj.none')}</Text>}
      <Stack>
        {list.map((pool) => (
          <PoolCard key={pool.id} pool={pool} onEdit={() => setEditing(pool)} />
        ))}
      </Stack>
      {editing && (
        <LinkedJackpotForm
          pool={editing === 'new' ? null : editing}
          halls={halls.data?.hosts ?? []}
          onClose={() => setEditing(null)}
        />
      )}
    </BackOfficeLayout>
  );
}

function PoolCard({ pool, onEdit }: { pool: LinkedJackpot; onEdit: () => void }) {
  const { t, i18n } = useTranslation();
  return (
    <Paper withBorder p="md" data-testid="lj-pool">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Title order={4}>{pool.name}</Title>
        <Text fw={700} fz="xl" c="yellow.8" data-testid="lj-amount">
          {formatBirr(pool.amountSantim)}
        </Text>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 3 }} my="sm">
        <Text size="sm">
          {t('lj.share')}: <b>{percentOf(pool.accrualShare)}</b>
        </Text>
        <Text size="sm">
          {t('lj.callLimit')}: <b>{pool.callLimit}</b>
        </Text>
        <Text size="sm">
          {t('lj.timesWon')}: <b>{pool.round}</b>
        </Text>
      </SimpleGrid>
      <Group gap={6} mb="sm">
        {pool.halls.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('lj.noHalls')}
          </Text>
        ) : (
          pool.halls.map((h) => (
            <Badge key={h.hostId} variant="light" tt="none">
              {h.username}
            </Badge>
          ))
        )}
        <Button size="compact-sm" variant="light" onClick={onEdit} data-testid="lj-edit">
          {t('lj.edit')}
        </Button>
      </Group>
      {pool.results.length > 0 && (
        <Table.ScrollContainer minWidth={420}>
          <Table striped fz="sm" data-testid="lj-history">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('lj.when')}</Table.Th>
                <Table.Th>{t('lj.hall')}</Table.Th>
                <Table.Th>{t('lj.result')}</Table.Th>
                <Table.Th ta="right">{t('lj.amount')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {pool.results.map((r) => (
                <Table.Tr key={`${r.kind}-${r.gameId}`}>
                  <Table.Td>{dateTime(r.createdAt, i18n.language)}</Table.Td>
                  <Table.Td>{r.hostUsername}</Table.Td>
                  <Table.Td>{r.kind === 'WIN' ? t('lj.won') : t('lj.missed')}</Table.Td>
                  <Table.Td ta="right">{formatBirr(r.amountSantim)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Paper>
  );
}
