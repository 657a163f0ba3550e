import { Alert, Button, Group, Image, Stack, Switch, Table, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { dateTime } from '../../shared/dates';
import { errorMessage } from '../../shared/api-errors';
import { showToast } from '../../shared/toast/show-toast';
import type { Voice } from '../voices/voice-speed';
import {
  useCreateDisplayPairing,
  useDisplays,
  useDisplaySettings,
  useRevokeDisplay,
  useSetDisplayVoice,
} from './operations';
import { useQrDataUrl } from './qr';

const pairLink = (code: string) => `${window.location.origin}/display?code=${code}`;

/** The Room display panel's content (docs/screens.md#room-display). */
export function RoomDisplayPanelBody({ voice }: { voice: Voice }) {
  const { t, i18n } = useTranslation();
  const [create, { data: created, loading: creating }] = useCreateDisplayPairing();
  const displays = useDisplays();
  const [revoke] = useRevokeDisplay();
  const settings = useDisplaySettings();
  const [setVoice, { loading: switching }] = useSetDisplayVoice();
  const code = created?.createDisplayPairing.code ?? null;
  const qr = useQrDataUrl(code ? pairLink(code) : null);

  useEffect(() => {
    void create().catch((e: unknown) => showToast('error', errorMessage(e)));
  }, [create]);

  const on = settings.data?.displaySettings.voiceOnDisplay ?? false;
  return (
    <Stack>
      <Group align="center" wrap="nowrap">
        {qr && <Image src={qr} w={180} h={180} alt={code ?? ''} data-testid="pairing-qr" />}
        <Stack gap={4}>
          <Title order={1} ff="monospace" style={{ letterSpacing: '0.2em' }} data-testid="pairing-code">
            {code ?? '······'}
          </Title>
          <Text size="sm">{t('display.caller.scan', { url: `${window.location.origin}/display` })}</Text>
          <Text size="xs" c="dimmed">
            {t('display.caller.expires')}
          </Text>
          <Button size="xs" variant="default" loading={creating} onClick={() => void create()} w="fit-content">
            {t('display.caller.newCode')}
          </Button>
        </Stack>
      </Group>
      <Switch
        checked={on}
        disabled={switching || (!on && voice === 'none')}
        label={t('display.caller.voice')}
        description={voice === 'none' && !on ? t('display.caller.needVoice') : t('display.caller.voiceHint')}
        onChange={(e) =>
          void setVoice({
            variables: {
              input: { voiceOnDisplay: e.currentTarget.checked, voice: e.currentTarget.checked ? voice : 'none' },
            },
          }).catch((err: unknown) => showToast('error', errorMessage(err)))
        }
        data-testid="voice-on-display"
      />
      <Title order={5}>{t('display.caller.paired')}</Title>
      {displays.data?.displays.length === 0 && <Alert color="gray">{t('display.caller.none')}</Alert>}
      <Table data-testid="paired-displays">
        <Table.Tbody>
          {displays.data?.displays.map((d) => (
            <Table.Tr key={d.displayId}>
              <Table.Td>
                <Text fw={600}>{d.name}</Text>
                <Text size="xs" c="dimmed">
                  {t('display.caller.pairedAt', { time: dateTime(d.pairedAt, i18n.language) })} ·{' '}
                  {t('display.caller.lastSeen', { time: dateTime(d.lastSeenAt, i18n.language) })}
                </Text>
              </Table.Td>
              <Table.Td ta="right">
                {d.revokedAt ? (
                  <Text c="dimmed">{t('display.caller.revoked')}</Text>
                ) : (
                  <Button
                    size="xs"
                    color="red"
                    variant="light"
                    onClick={() => void revoke({ variables: { displayId: d.displayId } })}
                    data-testid="revoke-display"
                  >
                    {t('display.caller.revoke')}
                  </Button>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
