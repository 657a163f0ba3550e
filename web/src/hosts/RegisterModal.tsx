import '../shared/i18n/backoffice.i18n';
import { Button, Modal, NativeSelect, NumberInput, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { birrToSantim } from '@bingo/core';
import { useTranslation } from 'react-i18next';
import type { RegisterHostInput } from '../gql/graphql';

/** What the registration form gives back; the opening wallet in Birr as typed. */
export interface RegisterValues {
  username: string;
  password: string;
  cardSet?: number;
  initialWallet: number;
}

/** The GraphQL input for the form's values (money in santim). */
export function registerHostInput(v: RegisterValues): RegisterHostInput {
  return {
    username: v.username,
    password: v.password,
    cardSet: v.cardSet,
    initialWalletSantim: birrToSantim(v.initialWallet),
  };
}

/** User Registration: Username (prefilled with the prefix), Password, card set where there is a choice. */
export function RegisterModal({
  prefix,
  cardSets,
  busy,
  withInitialWallet,
  onSubmit,
  onClose,
}: {
  prefix: string;
  cardSets: readonly number[];
  busy: boolean;
  withInitialWallet?: boolean;
  onSubmit: (v: RegisterValues) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const form = useForm({
    mode: 'controlled',
    initialValues: {
      username: prefix,
      password: '',
      cardSet: String(cardSets[0] ?? 1),
      initialWallet: 0 as number | string,
    },
  });
  const submit = ({ username, password, cardSet, initialWallet }: typeof form.values) => {
    if (!username || !password) return;
    onSubmit({
      username,
      password,
      cardSet: cardSets.length > 1 ? Number(cardSet) : undefined,
      initialWallet: Number(initialWallet) || 0,
    });
  };
  return (
    <Modal opened onClose={onClose} title={t('bo.registerUser')}>
      <form onSubmit={form.onSubmit(submit)} data-testid="register-form">
        <Stack>
          <TextInput label={t('bo.username')} name="newUsername" required {...form.getInputProps('username')} />
          <PasswordInput label={t('login.password')} name="newPassword" required {...form.getInputProps('password')} />
          {cardSets.length > 1 && (
            <NativeSelect
              label={t('bo.apiVersion')}
              name="cardSet"
              {...form.getInputProps('cardSet')}
              data={cardSets.map((n) => ({ value: String(n), label: t('cartella', { n }) }))}
            />
          )}
          {withInitialWallet && (
            <NumberInput label={t('bo.initialWallet')} min={0} {...form.getInputProps('initialWallet')} />
          )}
          <Button type="submit" loading={busy} data-testid="register-submit">
            {t('bo.register')}
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
