import { useQuery } from '@apollo/client/react';
import { Alert, Badge, Button, Group, Paper, Stack, Switch, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PresetRow } from './operations';
import { formatBirr } from '../../../shared/money-format';
import { bonusWrite } from './bonus-call';
import { valueLabel } from './bonus-form';
import { BonusPresetsDocument, useToggleBonusPreset } from './operations';
import { PresetModal } from './PresetModal';
import { PresetRowActions } from './PresetRowActions';
import { CenteredLoader } from '../CenteredLoader';
import { StackTable } from '../../../shared/tables/StackTable';

/**
 * Presets tab: global presets (read-only for hosts, who may copy them) and the host's own, each with
 * an ON/OFF switch. The super admin's global presets screen shows the same table (all editable).
 */
export function BonusPresets() {
  const { t } = useTranslation();
  const { data, loading, error } = useQuery(BonusPresetsDocument, { fetchPolicy: 'cache-and-network' });
  const [toggle] = useToggleBonusPreset();
  const [busy, setBusy] = useState<string | null>(null);
  const [editing, setEditing] = useState<PresetRow | 'new' | null>(null);
  const list = data?.bonusPresets ?? [];

  async function flip(p: PresetRow) {
    setBusy(p.id);
    await bonusWrite(() => toggle({ variables: { id: p.id } }), {
      ok: t('hs.bonus.presets.toggled'),
      failed: t('hs.bonus.presets.toggleFailed'),
    });
    setBusy(null);
  }

  return (
    <Stack>
      <Group justify="flex-end">
        <Button onClick={() => setEditing('new')} data-testid="preset-new">
          {t('hs.bonus.presets.new')}
        </Button>
      </Group>
      {error && <Alert color="red">{t('hs.bonus.presets.fetchFailed')}</Alert>}
      {loading && !data && <CenteredLoader />}
      <Paper withBorder radius="md" style={{ overflowX: 'auto' }}>
        <StackTable striped data-testid="bonus-presets">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('hs.bonus.name')}</Table.Th>
              <Table.Th>{t('hs.bonus.presets.category')}</Table.Th>
              <Table.Th>{t('hs.bonus.bonusValue')}</Table.Th>
              <Table.Th>{t('hs.bonus.gameType')}</Table.Th>
              <Table.Th>{t('hs.bonus.minPlayers')}</Table.Th>
              <Table.Th>{t('hs.bonus.maxBonusAmount')}</Table.Th>
              <Table.Th>{t('hs.bonus.presets.priority')}</Table.Th>
              <Table.Th>{t('hs.bonus.presets.scope')}</Table.Th>
              <Table.Th>{t('hs.bonus.presets.status')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.map((p) => (
              <Table.Tr key={p.id} data-testid="preset-row">
                <Table.Td>
                  <Text size="sm" fw={600}>
                    {p.name}
                  </Text>
                  {p.description && (
                    <Text size="xs" c="dimmed">
                      {p.description}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{t(`hs.bonus.presets.categories.${p.presetCategory}`)}</Table.Td>
                <Table.Td>
                  {t(`hs.bonus.type.${p.bonusType}`)} {valueLabel(p.bonusType, p.bonusValue)}
                </Table.Td>
                <Table.Td>{t(`hs.bonus.gameTypes.${p.gameType}`)}</Table.Td>
                <Table.Td>{p.minPlayers}</Table.Td>
                <Table.Td>{p.maxBonusAmount != null ? formatBirr(p.maxBonusAmount) : '—'}</Table.Td>
                <Table.Td>{p.presetPriority}</Table.Td>
                <Table.Td>
                  <Badge variant="light" color={p.isGlobalPreset ? 'grape' : 'blue'}>
                    {p.isGlobalPreset ? t('hs.bonus.presets.global') : t('hs.bonus.presets.own')}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  {/* Global presets are the super admin's: shown, not switchable here. */}
                  <Switch
                    size="lg"
                    onLabel={t('hs.bonus.on')}
                    offLabel={t('hs.bonus.off')}
                    checked={p.isActive}
                    disabled={!p.editable || busy === p.id}
                    onChange={() => void flip(p)}
                    data-testid="preset-toggle"
                    aria-label={p.name}
                  />
                </Table.Td>
                <Table.Td>
                  <PresetRowActions preset={p} onEdit={() => setEditing(p)} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </StackTable>
        {data && list.length === 0 && (
          <Text c="dimmed" p="md">
            {t('hs.bonus.presets.empty')}
          </Text>
        )}
      </Paper>
      {editing && <PresetModal preset={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </Stack>
  );
}
