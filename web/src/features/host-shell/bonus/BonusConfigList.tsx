import { triggerTypeOf } from '@bingo/core';
import { useQuery } from '@apollo/client/react';
import { Alert, Badge, Button, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BonusConfigRow } from './operations';
import { formatBirr } from '../../../shared/money-format';
import { dateTime } from '../../../shared/dates';
import { bonusWrite } from './bonus-call';
import { valueLabel } from './bonus-form';
import { BonusConfigModal } from './BonusConfigModal';
import { BonusConfigsDocument, useDeleteBonusConfig } from './operations';
import { CenteredLoader } from '../CenteredLoader';
import { useConfirm } from '../../../shared/layout/useConfirm';
import '../../../shared/i18n/safeactions.i18n';
import { StackTable } from '../../../shared/tables/StackTable';

/** Configurations tab: the host's configurations, a create/edit modal and delete with confirmation. */
export function BonusConfigList() {
  const { t, i18n } = useTranslation();
  const { data, loading, error } = useQuery(BonusConfigsDocument, { fetchPolicy: 'cache-and-network' });
  const [editing, setEditing] = useState<BonusConfigRow | 'new' | null>(null);
  const [remove] = useDeleteBonusConfig();
  const { ask, dialog } = useConfirm('bonus-confirm');
  const list = data?.bonusConfigs ?? [];

  const askDelete = (target: BonusConfigRow) =>
    ask({
      title: t('hs.bonus.confirmDelete', { name: target.name }),
      text: t('safe.bonus.text'),
      confirmLabel: t('safe.bonus.confirm'),
      onConfirm: () =>
        bonusWrite(() => remove({ variables: { id: target.id } }), {
          ok: t('hs.bonus.deleted'),
          failed: t('hs.bonus.failed'),
        }),
    });

  const trigger = (c: BonusConfigRow) => {
    const name = t(`hs.bonus.trigger.${triggerTypeOf(c.triggerType)}`);
    if (c.triggerValue == null) return name;
    return `${name}: ${c.triggerType === 'games_count' ? c.triggerValue : formatBirr(c.triggerValue)}`;
  };
  const limits = (c: BonusConfigRow) =>
    [
      c.minBonusAmount != null && `≥ ${formatBirr(c.minBonusAmount)}`,
      c.maxBonusAmount != null && `≤ ${formatBirr(c.maxBonusAmount)}`,
      c.dailyBonusLimit != null && `${t('hs.bonus.dailyBonusLimit')}: ${formatBirr(c.dailyBonusLimit)}`,
      c.bonusPool != null &&
        `${t('hs.bonus.bonusPool')}: ${t('hs.bonus.remaining', { amount: formatBirr(c.remainingBonusPool ?? 0) })}`,
    ].filter(Boolean) as string[];

  return (
    <Stack>
      <Group justify="flex-end">
        <Button onClick={() => setEditing('new')} data-testid="bonus-new">
          {t('hs.bonus.new')}
        </Button>
      </Group>
      {error && <Alert color="red">{t('hs.bonus.fetchFailed')}</Alert>}
      {loading && !data && <CenteredLoader />}
      <Paper withBorder radius="md" style={{ overflowX: 'auto' }}>
        <StackTable striped data-testid="bonus-configs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('hs.bonus.name')}</Table.Th>
              <Table.Th>{t('hs.bonus.bonusValue')}</Table.Th>
              <Table.Th>{t('hs.bonus.triggerType')}</Table.Th>
              <Table.Th>{t('hs.bonus.window')}</Table.Th>
              <Table.Th>{t('hs.bonus.limits')}</Table.Th>
              <Table.Th>{t('hs.bonus.paid')}</Table.Th>
              <Table.Th>{t('hs.bonus.isActive')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.map((c) => (
              <Table.Tr key={c.id} data-testid="bonus-config-row">
                <Table.Td>
                  <Text size="sm" fw={600}>
                    {c.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t(`hs.bonus.gameTypes.${c.gameType}`)}
                    {c.minPlayers > 0 ? ` · ${t('hs.bonus.minPlayers')}: ${c.minPlayers}` : ''}
                  </Text>
                </Table.Td>
                <Table.Td>
                  {t(`hs.bonus.type.${c.bonusType}`)} {valueLabel(c.bonusType, c.bonusValue)}
                </Table.Td>
                <Table.Td>{trigger(c)}</Table.Td>
                <Table.Td>
                  <Text size="xs">{dateTime(c.startDateTime, i18n.language)}</Text>
                  <Text size="xs">{dateTime(c.endDateTime, i18n.language)}</Text>
                </Table.Td>
                <Table.Td>
                  {limits(c).map((l) => (
                    <Text size="xs" key={l}>
                      {l}
                    </Text>
                  ))}
                </Table.Td>
                <Table.Td>{c.distributedCount}</Table.Td>
                <Table.Td>
                  <Badge color={c.isActive ? 'green' : 'gray'}>
                    {c.isActive ? t('hs.bonus.on') : t('hs.bonus.off')}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <Button size="compact-xs" variant="light" onClick={() => setEditing(c)}>
                      {t('hs.bonus.edit')}
                    </Button>
                    <Button
                      size="compact-xs"
                      variant="light"
                      color="red"
                      onClick={() => askDelete(c)}
                      data-testid="bonus-delete"
                    >
                      {t('hs.bonus.delete')}
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </StackTable>
        {data && list.length === 0 && (
          <Text c="dimmed" p="md" data-testid="bonus-empty">
            {t('hs.bonus.empty')}
          </Text>
        )}
      </Paper>
      {editing && <BonusConfigModal config={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      {dialog}
    </Stack>
  );
}
