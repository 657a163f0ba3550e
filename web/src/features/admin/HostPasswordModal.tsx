import { Button, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { ManagedHost } from '../../hosts/managed-host';

/** Change a host's (or an owner's) password (the caller then confirms with a step-up, the seed's master key). */
export function HostPasswordModal({
  host,
  busy,
  onSubmit,
  onClose,
}: {
  host: Pick<ManagedHost, 'username'>;
  busy: boolean;
  onSubmit: (p: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const form = useForm({ mode: 'controlled', initialValues: { password: '' } });
  return (
    <Modal opened onClose={onClose} title={`${t('admin.changePassword')} · ${host.username}`}>
      <form
        onSubmit={form.onSubmit(({ password }) => {
          if (password) onSubmit(password);
        })}
      >
        <Stack>
          <Text size="sm">{t('admin.passwordConsequence')}</Text>
          <PasswordInput
            label={t('admin.newPassword')}
            name="newHostPassword"
            required
            {...form.getInputProps('password')}
          />
          <Button type="submit" loading={busy} data-testid="password-submit">
            {t('admin.setPassword')}
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
