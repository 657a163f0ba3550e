import { useQuery } from '@apollo/client/react';
import { Button, Group, Paper, Table, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dateTime } from '../../shared/dates';
import { formatBirr } from '../../shared/money-format';
import { ScrollTable } from '../../shared/tables/ScrollTable';
import { showToast } from '../../shared/toast/show-toast';
import { OpenFlagsDocument, useAcknowledgePayout } from './operations';

/** Payouts above a hall's threshold not yet reviewed (owners, super admin): each acknowledged with a note. */
export function FlagsPanel({ hostId }: { hostId: string | null }) {
  const { t, i18n } = useTranslation();
  const { data } = useQuery(OpenFlagsDocument, { variables: { hostId }, fetchPolicy: 'cache-and-network' });
  const [acknowledge, { loading }] = useAcknowledgePayout();
  const [notes, setNotes] = useState<Record<string, string>>({});
  const flags = data?.flaggedPayouts ?? [];

  async function submit(gameId: string) {
    try {
      await acknowledge({ variables: { gameId, note: notes[gameId] ?? '' } });
      showToast('success', t('till.flags.done'));
    } catch {
      showToast('error', t('till.flags.failed'));
    }
  }

  return (
    <Paper withBorder p="sm" radius="md" mb="md" data-testid="open-flags">
      <Title order={5} mb="xs">
        {t('till.flags.title')}
      </Title>
      {flags.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('till.flags.none')}
        </Text>
      ) : (
        <ScrollTable compact>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('till.flags.when')}</Table.Th>
              <Table.Th>{t('till.list.hall')}</Table.Th>
              <Table.Th ta="right">{t('till.flags.amount')}</Table.Th>
              <Table.Th ta="right">{t('till.flags.threshold')}</Table.Th>
              <Table.Th>{t('till.flags.note')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {flags.map((f) => (
              <Table.Tr key={f.gameId} data-testid="open-flag">
                <Table.Td>{dateTime(f.flaggedAt, i18n.language)}</Table.Td>
                <Table.Td>{f.username}</Table.Td>
                <Table.Td ta="right" fw={700}>
                  {formatBirr(f.amountSantim, { whole: false })}
                </Table.Td>
                <Table.Td ta="right">{formatBirr(f.thresholdSantim, { whole: false })}</Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <TextInput
                      size="xs"
                      maxLength={500}
                      aria-label={t('till.flags.note')}
                      value={notes[f.gameId] ?? ''}
                      onChange={(e) => setNotes((n) => ({ ...n, [f.gameId]: e.currentTarget.value }))}
                      data-testid="flag-note"
                    />
                    <Button
                      size="xs"
                      loading={loading}
                      disabled={(notes[f.gameId] ?? '').trim() === ''}
                      onClick={() => void submit(f.gameId)}
                      data-testid="flag-acknowledge"
                    >
                      {t('till.flags.acknowledge')}
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </ScrollTable>
      )}
    </Paper>
  );
}
