import '../../shared/i18n/twofactor.i18n';
import { useQuery } from '@apollo/client/react';
import { Alert, Button, Code, Group, Image, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { errorCode, errorMessage } from '../../shared/api-errors';
import { BackOfficeLayout } from '../../account/layout/BackOfficeLayout';
import { RequireRole } from '../../account/layout/RequireRole';
import { homePathFor, sessionRole } from '../../account/session/session-role';
import { replaceToken } from '../../account/session/session';
import { TwoFactorStatusDocument, useBeginTwoFactorEnrolment, useConfirmTwoFactorEnrolment } from './operations';

/** /two-factor: an owner's or the super admin's two-factor sign-in (docs/roles-and-accounts.md#two-factor-sign-in). */
export function TwoFactorPage() {
  const { t } = useTranslation();
  return (
    <RequireRole roles={['OWNER', 'SUPER_ADMIN']}>
      <BackOfficeLayout title={t('twoFactor.title')}>
        <TwoFactorPanel />
      </BackOfficeLayout>
    </RequireRole>
  );
}

function TwoFactorPanel() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const status = useQuery(TwoFactorStatusDocument, { fetchPolicy: 'network-only' });
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const home = () => void navigate(homePathFor(sessionRole()), { replace: true });

  if (recoveryCodes) return <RecoveryCodes codes={recoveryCodes} onDone={home} />;
  const s = status.data?.twoFactorStatus;
  if (status.error) return <Alert color="red">{errorMessage(status.error)}</Alert>;
  if (!s) return null;
  if (s.enrolled) {
    return (
      <Paper withBorder p="lg" maw={520} data-testid="two-factor-on">
        <Stack>
          <Text fw={600}>{t('twoFactor.on')}</Text>
          <Text size="sm">{t('twoFactor.recoveryLeft', { count: s.recoveryCodesLeft })}</Text>
          <Group>
            <Button variant="light" onClick={home}>
              {t('twoFactor.continue')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    );
  }
  return (
    <Enrolment
      required={s.required}
      onEnrolled={(codes) => {
        setRecoveryCodes(codes);
        void status.refetch();
      }}
    />
  );
}

/** Set-up: the server's new secret as a QR code and as text, then the first code to prove the app has it. */
function Enrolment({ required, onEnrolled }: { required: boolean; onEnrolled: (codes: string[]) => void }) {
  const { t } = useTranslation();
  const [begin, { data: begun, loading: beginning, error: beginError }] = useBeginTwoFactorEnrolment();
  const [confirm, { loading: confirming }] = useConfirmTwoFactorEnrolment();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const secret = begun?.beginTwoFactorEnrolment;

  async function onConfirm(e: FormEvent) {
    e.preventDefault();
    if (!code.trim() || confirming) return;
    try {
      const { data } = await confirm({ variables: { input: { code: code.trim() } } });
      if (data) {
        // Enrolling ended every session of the account, this one too: carry on with the new token.
        replaceToken(data.confirmTwoFactorEnrolment.token);
        onEnrolled(data.confirmTwoFactorEnrolment.recoveryCodes);
      }
    } catch (err) {
      setError(errorCode(err) === 'BAD_INPUT' ? t('twoFactor.invalidCode') : errorMessage(err));
    }
  }

  return (
    <Paper withBorder p="lg" maw={560} data-testid="two-factor-enrol">
      <Stack>
        {required && <Alert color="yellow">{t('twoFactor.required')}</Alert>}
        {!secret ? (
          <>
            <Text>{t('twoFactor.off')}</Text>
            {beginError && <Alert color="red">{errorMessage(beginError)}</Alert>}
            <Group>
              <Button onClick={() => void begin()} loading={beginning} data-testid="two-factor-begin">
                {t('twoFactor.setUp')}
              </Button>
            </Group>
          </>
        ) : (
          <form onSubmit={(e) => void onConfirm(e)}>
            <Stack>
              <Text size="sm">{t('twoFactor.scan')}</Text>
              <Image src={secret.qrCodeDataUrl} alt={secret.otpauthUri} w={200} h={200} data-testid="two-factor-qr" />
              <Text size="sm">
                {t('twoFactor.secretLabel')}:{' '}
                <Code data-testid="two-factor-secret" style={{ wordBreak: 'break-all' }}>
                  {secret.secret}
                </Code>
              </Text>
              {error && <Alert color="red">{error}</Alert>}
              <TextInput
                label={t('twoFactor.codeLabel')}
                value={code}
                onChange={(e) => setCode(e.currentTarget.value)}
                autoComplete="one-time-code"
                inputMode="numeric"
                maw={220}
                data-testid="two-factor-code"
              />
              <Group>
                <Button type="submit" loading={confirming} data-testid="two-factor-confirm">
                  {t('twoFactor.confirm')}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Stack>
    </Paper>
  );
}

/** Shown once, right after set-up: the server keeps only their hashes. */
function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="lg" maw={560} data-testid="recovery-codes">
      <Stack>
        <Title order={4}>{t('twoFactor.recoveryTitle')}</Title>
        <Alert color="yellow">{t('twoFactor.recoveryExplain')}</Alert>
        <SimpleGrid cols={2} spacing="xs">
          {codes.map((c) => (
            <Code key={c} fz="md" data-testid="recovery-code">
              {c}
            </Code>
          ))}
        </SimpleGrid>
        <Group>
          <Button onClick={onDone} data-testid="recovery-codes-done">
            {t('twoFactor.done')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
