import '../shared/i18n/settings.i18n';
import { HALL_LANGUAGES, hallSettingsRefusal, MAX_HALL_DISPLAY_NAME_LENGTH, VOICES } from '@bingo/core';
import { useQuery } from '@apollo/client/react';
import { Alert, Button, Group, Loader, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, refusalMessage } from '../shared/api-errors';
import { saveAndClose } from './save-and-close';
import { hallFields, type HallForm } from './settings-form';
import { HostHallSettingsDocument, useUpdateHallSettings } from './settings.operations';

const EMPTY: HallForm = { displayName: '', phone1: '', phone2: '', defaultLanguage: '', defaultVoice: '' };

/**
 * A host's hall settings (docs/roles-and-accounts.md#hall-settings): display name, the two support
 * numbers of the operator header, default language and voice. Owners and the super admin.
 */
export function HallSettingsModal({ host, onClose }: { host: { id: string; username: string }; onClose: () => void }) {
  const { t } = useTranslation();
  const { data, error } = useQuery(HostHallSettingsDocument, {
    variables: { hostId: host.id },
    fetchPolicy: 'network-only',
  });
  const [save, { loading }] = useUpdateHallSettings();
  const form = useForm<HallForm>({ initialValues: EMPTY });
  const hall = data?.hallSettings;
  useEffect(() => {
    if (!hall) return;
    const values = {
      displayName: hall.displayName ?? '',
      phone1: hall.supportPhones[0] ?? '',
      phone2: hall.supportPhones[1] ?? '',
      defaultLanguage: hall.defaultLanguage ?? '',
      defaultVoice: hall.defaultVoice ?? '',
    };
    form.setValues(values);
    form.resetDirty(values);
    // Only when the server's answer arrives; the form object is stable.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hall]);

  // The server's own rule, worded in the screen's language before any request.
  const refusal = hallSettingsRefusal(hallFields(form.values));
  const problem = refusal && refusalMessage(refusal);
  const notSet = { value: '', label: t('settings.hall.notSet') };

  const submit = (values: HallForm) => {
    const fields = hallFields(values);
    return saveAndClose(
      () => save({ variables: { input: { hostId: host.id, ...fields, supportPhones: [...fields.supportPhones] } } }),
      { ok: t('settings.hall.saved'), failed: t('settings.hall.failed') },
      onClose,
    );
  };

  return (
    <Modal opened onClose={onClose} title={`${t('settings.hall.title')} · ${host.username}`}>
      {error && <Alert color="red">{errorMessage(error)}</Alert>}
      {!hall && !error && <Loader size="sm" />}
      {hall && (
        <form onSubmit={form.onSubmit((v) => void submit(v))}>
          <Stack data-testid="hall-settings">
            <TextInput
              label={t('settings.hall.displayName')}
              description={t('settings.hall.displayNameHelp')}
              placeholder={host.username}
              maxLength={MAX_HALL_DISPLAY_NAME_LENGTH}
              data-testid="hall-display-name"
              {...form.getInputProps('displayName')}
            />
            <Group grow>
              <TextInput
                label={t('settings.hall.phone1')}
                placeholder="0911 23 45 67"
                inputMode="tel"
                data-testid="hall-phone-1"
                {...form.getInputProps('phone1')}
              />
              <TextInput
                label={t('settings.hall.phone2')}
                placeholder="+251 922 34 56 78"
                inputMode="tel"
                data-testid="hall-phone-2"
                {...form.getInputProps('phone2')}
              />
            </Group>
            <Text size="xs" c="dimmed">
              {t('settings.hall.phoneHelp')}
            </Text>
            <Group grow>
              <Select
                label={t('settings.hall.language')}
                data={[notSet, ...HALL_LANGUAGES.map((l) => ({ value: l, label: t(`settings.hall.languages.${l}`) }))]}
                allowDeselect={false}
                data-testid="hall-language"
                {...form.getInputProps('defaultLanguage')}
              />
              <Select
                label={t('settings.hall.voice')}
                data={[notSet, ...VOICES.map((v) => ({ value: v, label: t(`voices.${v}`, { defaultValue: v }) }))]}
                allowDeselect={false}
                data-testid="hall-voice"
                {...form.getInputProps('defaultVoice')}
              />
            </Group>
            {problem && (
              <Text c="red" size="sm" data-testid="hall-problem">
                {problem}
              </Text>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                {t('settings.cancel')}
              </Button>
              <Button type="submit" loading={loading} disabled={!!problem} data-testid="hall-save">
                {t('settings.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
