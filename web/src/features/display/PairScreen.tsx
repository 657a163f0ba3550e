import '../../shared/i18n/display.i18n';
import { PAIRING_CODE_LENGTH, normalizePairingCode } from '@bingo/core';
import { Alert, Button, Center, Paper, Stack, TextInput, Title, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCode } from '../../shared/api-errors';
import { usePairDisplay } from './operations';

/** The display's first screen: the operator's code (from the QR's link, or typed) → a display token. */
export function PairScreen({
  initialCode,
  notice,
  onPaired,
}: {
  initialCode: string;
  notice?: string;
  onPaired: (token: string) => void;
}) {
  const { t } = useTranslation();
  const [code, setCode] = useState(initialCode);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pair, { loading }] = usePairDisplay();

  async function submit() {
    setError(null);
    if (!normalizePairingCode(code)) return setError(t('display.pair.invalid'));
    try {
      const res = await pair({ variables: { input: { code, name: name.trim() || null } } });
      if (res.data) onPaired(res.data.pairDisplay.token);
    } catch (e) {
      setError(errorCode(e) === 'RATE_LIMITED' ? t('display.pair.rateLimited') : t('display.pair.invalid'));
    }
  }

  return (
    <Center mih="100vh" bg="#0b1e3f">
      <Paper p="xl" radius="lg" w={480} maw="92vw">
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <Stack>
            <Title order={2}>{t('display.pair.title')}</Title>
            <Text>{t('display.pair.intro')}</Text>
            {notice && <Alert color="orange">{notice}</Alert>}
            <TextInput
              label={t('display.pair.code')}
              value={code}
              onChange={(e) => setCode(e.currentTarget.value.toUpperCase())}
              maxLength={PAIRING_CODE_LENGTH + 2}
              size="xl"
              autoFocus
              styles={{ input: { letterSpacing: '0.3em', fontFamily: 'monospace' } }}
              data-testid="pair-code"
            />
            <TextInput
              label={t('display.pair.name')}
              value={name}
              onChange={(e) => setName(e.currentTarget.value)}
              maxLength={64}
            />
            {error && (
              <Alert color="red" data-testid="pair-error">
                {error}
              </Alert>
            )}
            <Button type="submit" size="lg" loading={loading} data-testid="pair-submit">
              {t('display.pair.submit')}
            </Button>
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}
