import { Button, Modal, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';

/** A new owner account of a group: username and first password. */
export function OwnerFormModal({
  groupName,
  busy,
  onSubmit,
  onClose,
}: {
  groupName: string;
  busy: boolean;
  onSubmit: (values: { username: string; password: string }) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const form = useForm({ mode: 'controlled', initialValues: { username: `owner.${groupName}`, password: '' } });
  return (
    <Modal opened onClose={onClose} title={`${t('groups.addOwner')} · ${groupName}`}>
      <form onSubmit={form.onSubmit(onSubmit)}>
        <Stack>
          <TextInput
            label={t('groups.ownerUsername')}
            name="ownerUsername"
            required
            {...form.getInputProps('username')}
          />
          <PasswordInput
            label={t('groups.password')}
            name="ownerPassword"
            required
            {...form.getInputProps('password')}
          />
          <Button type="submit" loading={busy} data-testid="owner-submit">
            {t('groups.save')}
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
