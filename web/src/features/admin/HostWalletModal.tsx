import { Button, Modal, NumberInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { ManagedHost } from '../../hosts/managed-host';

/** Set a host's wallet to a new balance in Birr (the caller then confirms with a step-up). */
export function HostWalletModal({
  host,
  busy,
  onSubmit,
  onClose,
}: {
  host: Pick<ManagedHost, 'username' | 'walletBalance'>;
  busy: boolean;
  onSubmit: (wallet: number) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const form = useForm<{ wallet: number | string }>({
    initialValues: { wallet: Math.round(host.walletBalance) / 100 },
  });
  return (
    <Modal opened onClose={onClose} title={`${t('admin.walletUpdate')} · ${host.username}`}>
      <form onSubmit={form.onSubmit(({ wallet }) => onSubmit(Number(wallet)))}>
        <Stack>
          <NumberInput label={t('admin.newBalance')} name="newWallet" min={0} {...form.getInputProps('wallet')} />
          <Button type="submit" loading={busy} data-testid="wallet-submit">
            {t('bo.save')}
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
