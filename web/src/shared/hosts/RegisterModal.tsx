import '../../i18n/backoffice';
import { Button, Modal, NativeSelect, NumberInput, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

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
  onSubmit: (v: { username: string; password: string; cardSet?: number; initialWallet: number }) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [username, setUsername] = useState(prefix);
  const [password, setPassword] = useState('');
  const [cardSet, setCardSet] = useState(String(cardSets[0] ?? 1));
  const [initialWallet, setInitialWallet] = useState<number | string>(0);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!username || !password) return;
    onSubmit({ username, password, cardSet: cardSets.length > 1 ? Number(cardSet) : undefined, initialWallet: Number(initialWallet) || 0 });
  };
  return (
    <Modal opened onClose={onClose} title={t('bo.registerUser')}>
      <form onSubmit={submit} data-testid="register-form">
        <Stack>
          <TextInput label={t('bo.username')} name="newUsername" required value={username} onChange={(e) => setUsername(e.currentTarget.value)} />
          <PasswordInput label={t('login.password')} name="newPassword" required value={password} onChange={(e) => setPassword(e.currentTarget.value)} />
          {cardSets.length > 1 && (
            <NativeSelect label={t('bo.apiVersion')} name="cardSet" value={cardSet} onChange={(e) => setCardSet(e.currentTarget.value)} data={cardSets.map((n) => ({ value: String(n), label: `Cartella ${n}` }))} />
          )}
          {withInitialWallet && <NumberInput label={t('bo.initialWallet')} min={0} value={initialWallet} onChange={setInitialWallet} />}
          <Button type="submit" loading={busy} data-testid="register-submit">
            {t('bo.register')}
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
