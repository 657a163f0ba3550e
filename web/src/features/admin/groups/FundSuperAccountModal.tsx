import { Button, Modal, NumberInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { formatBirr } from '../../../shared/money-format';
import { signedBirrToSantim } from './groups-rules';
import { useConfirm } from '../../../shared/layout/useConfirm';

/** Fund (or correct) a group's super account by a signed amount in Birr; the caller then steps up. */
export function FundSuperAccountModal({
  account,
  busy,
  onSubmit,
  onClose,
}: {
  account: { username: string; walletBalanceSantim: number };
  busy: boolean;
  onSubmit: (amountSantim: number) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const form = useForm<{ amount: number | string }>({
    mode: 'controlled',
    initialValues: { amount: '' },
    validate: { amount: (value) => (signedBirrToSantim(value) === null ? t('groups.amountHint') : null) },
  });
  const confirm = useConfirm('fund-confirm');
  const birr = (santim: number) => (santim / 100).toLocaleString('en-US', { maximumFractionDigits: 2 });
  const ask = (amountSantim: number) => {
    const values = {
      username: account.username,
      amount: `${amountSantim > 0 ? '+' : ''}${birr(amountSantim)}`,
      current: birr(account.walletBalanceSantim),
      next: birr(account.walletBalanceSantim + amountSantim),
    };
    confirm.ask({
      title: t('groups.confirmFund', values),
      text: t('groups.confirmFundText', values),
      confirmLabel: t('groups.confirmFundButton', values),
      color: 'orange',
      onConfirm: () => onSubmit(amountSantim),
    });
  };
  return (
    <Modal opened onClose={onClose} title={`${t('groups.fundTitle')} · ${account.username}`}>
      {confirm.dialog}
      <form onSubmit={form.onSubmit(({ amount }) => ask(signedBirrToSantim(amount)!))}>
        <Stack>
          <Text size="sm">
            {t('groups.balance')}: {formatBirr(account.walletBalanceSantim)}
          </Text>
          <NumberInput
            label={t('groups.amount')}
            description={t('groups.amountHint')}
            name="superAmount"
            decimalScale={2}
            thousandSeparator=","
            {...form.getInputProps('amount')}
          />
          <Button type="submit" loading={busy} data-testid="fund-submit">
            {t('groups.save')}
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
