import '../../shared/i18n/display.i18n';
import { PAIRING_CODE_LENGTH, normalizePairingCode } from '@bingo/core';
import { Alert, Button, Center, Paper, Stack, TextInput, Title, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCode } from '../../shared/api-errors';
import { usePairDisplay } from './operations';

/**
 * The display's first screen: the operator's code (from the QR's link, or typed) → a display token.
 * In both languages at once: nobody has chosen one for this TV yet.
 */
export function PairScreen({
  initialCode,
  notice,
  onPaired,
}: {
  initialCode: string;
  /** A catalogue key (why pairing is asked again). */
  notice?: string;
  onPaired: (token: string) => void;
}) {
  const { i18n } = useTranslation();
  const en = i18n.getFixedT('en');
  const am = i18n.getFixedT('am');
  // Each half says which language it is (lang), for screen readers and for the Amharic walk test.
  /** "English · Amharic" for a label; `lines` for longer text, one line each. */
  const both = (key: string) => (
    <>
      <span lang="en">{en(key)}</span> · <span lang="am">{am(key)}</span>
    </>
  );
  const lines = (key: string) => (
    <>
      <span lang="en">{en(key)}</span>
      <br />
      <span lang="am">{am(key)}</span>
    </>
  );
  const [code, setCode] = useState(initialCode);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null); // a catalogue key
  const [pair, { loading }] = usePairDisplay();

  async function submit() {
    setError(null);
    if (!normalizePairingCode(code)) return setError('display.pair.invalid');
    try {
      const res = await pair({ variables: { input: { code, name: name.trim() || null } } });
      if (res.data) onPaired(res.data.pairDisplay.token);
    } catch (e) {
      setError(errorCode(e) === 'RATE_LIMITED' ? 'display.pair.rateLimited' : 'display.pair.invalid');
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
            <Title order={2} data-testid="pair-title">
              {lines('display.pair.title')}
            </Title>
            <Text>{lines('display.pair.intro')}</Text>
            {notice && <Alert color="orange">{lines(notice)}</Alert>}
            <TextInput
              label={both('display.pair.code')}
              value={code}
              onChange={(e) => setCode(e.currentTarget.value.toUpperCase())}
              maxLength={PAIRING_CODE_LENGTH + 2}
              size="xl"
              autoFocus
              styles={{ input: { letterSpacing: '0.3em', fontFamily: 'monospace' } }}
              data-testid="pair-code"
            />
            <TextInput
              label={both('display.pair.name')}
              value={name}
              onChange={(e) => setName(e.currentTarget.value)}
              maxLength={64}
            />
            {error && (
              <Alert color="red" data-testid="pair-error">
                {lines(error)}
              </Alert>
            )}
            <Button type="submit" size="lg" loading={loading} data-testid="pair-submit">
              {both('display.pair.submit')}
            </Button>
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}
