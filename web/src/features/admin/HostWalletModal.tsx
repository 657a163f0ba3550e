import { Button, Modal, NumberInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { ManagedHost } from '../../hosts/managed-host';
import { useConfirm } from '../../shared/layout/useConfirm';

/** Set a host's wallet to a new balance in Birr: asked once more with both balances, then a step-up. */
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
  const confirm = useConfirm('wallet-confirm');
  const birr = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 2 });
  const ask = (wallet: number) => {
    const values = { username: host.username, amount: birr(wallet), current: birr(host.walletBalance / 100) };
    confirm.ask({
      title: t('admin.confirmWallet', values),
      text: t('admin.confirmWalletText', values),
      confirmLabel: t('admin.confirmWalletButton', values),
      color: 'orange',
      onConfirm: () => onSubmit(wallet),
    });
  };
  return (
    <Modal opened onClose={onClose} title={`${t('admin.walletUpdate')} · ${host.username}`}>
      {confirm.dialog}
      <form onSubmit={form.onSubmit(({ wallet }) => ask(Number(wallet)))}>
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
