import '../../shared/i18n/voicepacks.i18n';
import { useQuery } from '@apollo/client/react';
import { Alert, Badge, Button, Group, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../shared/layout/useConfirm';
import { API_KEY } from '../../shared/api-key';
import { dateTime } from '../../shared/dates';
import { errorMessage } from '../../shared/api-errors';
import { showToast } from '../../shared/toast/show-toast';
import { PackUpload } from './PackUpload';
import {
  useDeleteVoicePack,
  useRenameVoicePack,
  useSetDefaultVoicePack,
  VoicePackHostsDocument,
  VoicePacksDocument,
} from './operations';
import { StackTable } from '../../shared/tables/StackTable';

/** Plays a pack's first clip (fetched with the client header, docs/legacy-rest.md#headers). */
async function preview(url: string) {
  const response = await fetch(url, { headers: { 'x-api-key': API_KEY } });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  await new Audio(URL.createObjectURL(await response.blob())).play();
}

/**
 * Voice packs (docs/screens.md#voice-packs): upload, list, rename, preview, choose the default,
 * delete. A host manages its own (the host shell); owners and the super admin pick a host first
 * (the super admin without one manages platform packs).
 */
export function VoicePacksPage({ backOffice = false }: { backOffice?: boolean }) {
  const { t, i18n } = useTranslation();
  const [hostId, setHostId] = useState<string | null>(null);
  const hosts = useQuery(VoicePackHostsDocument, { skip: !backOffice });
  const { data, error, refetch } = useQuery(VoicePacksDocument, {
    variables: { hostId },
    fetchPolicy: 'cache-and-network',
  });
  const [rename] = useRenameVoicePack();
  const [remove] = useDeleteVoicePack();
  const confirm = useConfirm('voice-pack-confirm');
  const [setDefault] = useSetDefaultVoicePack();
  const [editing, setEditing] = useState<{ id: string; name: string } | null>(null);
  const canChoose = !backOffice || hostId !== null;
  const chosen = data?.voicePacks.find((p) => p.isDefault);

  const run = (work: () => Promise<unknown>, done?: string) =>
    work()
      .then(() => done && showToast('success', done))
      .catch((e: unknown) => showToast('error', errorMessage(e)));

  return (
    <Stack gap="md">
      {!backOffice && <Title order={3}>{t('vp.title')}</Title>}
      {backOffice && (
        <Select
          label={t('vp.forHost')}
          placeholder={t('vp.allHosts')}
          clearable
          searchable
          maw={320}
          data={(hosts.data?.hosts ?? []).map((h) => ({ value: h.id, label: h.username }))}
          value={hostId}
          onChange={setHostId}
          data-testid="voice-pack-host"
        />
      )}
      <PackUpload hostId={hostId} onUploaded={() => void refetch()} />
      {error && <Alert color="red">{errorMessage(error)}</Alert>}
      {canChoose && (
        <Group>
          <Text size="sm" data-testid="voice-pack-current">
            {chosen ? t('vp.current', { name: chosen.name }) : t('vp.builtIn')}
          </Text>
          {chosen && (
            <Button
              size="xs"
              variant="subtle"
              onClick={() => void run(() => setDefault({ variables: { hostId, packId: null } }))}
            >
              {t('vp.useBuiltIn')}
            </Button>
          )}
        </Group>
      )}
      {data && data.voicePacks.length === 0 ? (
        <Text c="dimmed">{t('vp.none')}</Text>
      ) : (
        <StackTable striped data-testid="voice-pack-list">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('vp.name')}</Table.Th>
              <Table.Th>{t('vp.owner')}</Table.Th>
              <Table.Th>{t('vp.events')}</Table.Th>
              <Table.Th>{t('vp.size')}</Table.Th>
              <Table.Th>{t('vp.added')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data?.voicePacks.map((p) => (
              <Table.Tr key={p.id} data-testid="voice-pack-row">
                <Table.Td>
                  {editing?.id === p.id ? (
                    <Group gap="xs" wrap="nowrap">
                      <TextInput
                        size="xs"
                        value={editing.name}
                        onChange={(e) => setEditing({ id: p.id, name: e.currentTarget.value })}
                        aria-label={t('vp.name')}
                      />
                      <Button
                        size="xs"
                        onClick={() =>
                          void run(() => rename({ variables: { packId: p.id, name: editing.name } })).then(() =>
                            setEditing(null),
                          )
                        }
                      >
                        {t('vp.save')}
                      </Button>
                    </Group>
                  ) : (
                    <Group gap="xs">
                      <Text size="sm">{p.name}</Text>
                      {p.isDefault && <Badge color="green">{t('vp.default')}</Badge>}
                    </Group>
                  )}
                </Table.Td>
                <Table.Td>{p.hostUsername ?? t('vp.platform')}</Table.Td>
                <Table.Td>{p.events.length}</Table.Td>
                <Table.Td>{t('vp.megabytes', { mb: (p.sizeBytes / 1024 / 1024).toFixed(1) })}</Table.Td>
                <Table.Td>{dateTime(p.createdAt, i18n.language)}</Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <Button size="xs" variant="light" onClick={() => void run(() => preview(p.previewUrl))}>
                      {t('vp.preview')}
                    </Button>
                    {canChoose && !p.isDefault && (
                      <Button
                        size="xs"
                        variant="light"
                        data-testid="voice-pack-set-default"
                        onClick={() =>
                          void run(() => setDefault({ variables: { hostId, packId: p.id } }), t('vp.chosen'))
                        }
                      >
                        {t('vp.setDefault')}
                      </Button>
                    )}
                    <Button size="xs" variant="subtle" onClick={() => setEditing({ id: p.id, name: p.name })}>
                      {t('vp.rename')}
                    </Button>
                    <Button
                      size="xs"
                      variant="subtle"
                      color="red"
                      onClick={() =>
                        confirm.ask({
                          title: t('vp.confirmDelete', { name: p.name }),
                          text: t('vp.confirmDeleteText'),
                          confirmLabel: t('vp.delete'),
                          onConfirm: () => run(() => remove({ variables: { packId: p.id } })),
                        })
                      }
                      data-testid="voice-pack-delete"
                    >
                      {t('vp.delete')}
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </StackTable>
      )}
      {confirm.dialog}
    </Stack>
  );
}
