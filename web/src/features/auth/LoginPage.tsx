import '../../shared/i18n/twofactor.i18n';
import {
  Alert,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { errorCode, errorMessage } from '../../shared/api-errors';
import { homePathFor } from '../../account/session/session-role';
import { saveSession } from '../../account/session/session';
import { showToast } from '../../shared/toast/show-toast';
import { PRODUCT_NAME } from '../../shared/product';
import { LanguageSwitch } from '../../account/layout/HeaderControls';
import { useLogin } from './operations';

/** docs/screens.md#operator: the login toast closes after 3 seconds. */
const LOGIN_TOAST_MS = 3000;

/** Where the enrolment screen lives (docs/roles-and-accounts.md#two-factor-sign-in). */
export const TWO_FACTOR_PATH = '/two-factor';

export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [login, { loading }] = useLogin();
  const form = useForm({ mode: 'controlled', initialValues: { username: '', password: '', code: '' } });
  // The second step: the password was right and the account asks for its one-time code.
  const [step, setStep] = useState<'password' | 'code'>('password');
  const [codeError, setCodeError] = useState(false);
  // docs/screens.md#operator: the button is disabled whenever the username contains "power".
  const blockedName = form.values.username.toLowerCase().includes('power');

  async function onSubmit({ username, password, code }: typeof form.values) {
    if (loading || blockedName || !username || !password) return;
    if (step === 'code' && !code.trim()) return;
    try {
      const input = step === 'code' ? { username, password, code: code.trim() } : { username, password };
      const { data } = await login({ variables: { input } });
      if (!data?.login.token) throw new Error('Unauthorized');
      saveSession({ token: data.login.token, username: data.login.username, adminId: data.login.adminId });
      // Owners the platform requires to use two-factor sign-in enrol first; everyone else goes home.
      void navigate(data.login.twoFactorEnrolmentRequired ? TWO_FACTOR_PATH : homePathFor(data.login.role), {
        replace: true,
      });
    } catch (error) {
      if (errorCode(error) === 'TWO_FACTOR_REQUIRED') {
        setCodeError(step === 'code');
        setStep('code');
        form.setFieldValue('code', '');
        return;
      }
      const retryIn = retryAfterSeconds(error);
      const message = retryIn ? t('signInLimit.retry', { seconds: retryIn }) : loginErrorMessage(error);
      showToast('error', message ?? t('login.invalid'), { durationMs: LOGIN_TOAST_MS });
    }
  }

  function backToPassword() {
    setStep('password');
    setCodeError(false);
    form.setValues({ password: '', code: '' });
  }

  return (
    <Center mih="100vh" bg="gray.1">
      <Paper
        component="form"
        onSubmit={form.onSubmit(onSubmit)}
        w={360}
        maw="calc(100vw - 16px)"
        p="xl"
        radius="md"
        shadow="md"
        withBorder
      >
        <Stack>
          {/* The language before signing in: the whole form (and its toasts) follow it. */}
          <Group justify="flex-end">
            <LanguageSwitch />
          </Group>
          <Title order={2} ta="center">
            {PRODUCT_NAME}
          </Title>
          {step === 'password' ? (
            <>
              <TextInput
                label={t('login.username')}
                name="username"
                autoComplete="username"
                required
                {...form.getInputProps('username')}
              />
              <PasswordInput
                label={t('login.password')}
                name="password"
                autoComplete="current-password"
                required
                {...form.getInputProps('password')}
              />
            </>
          ) : (
            <>
              <Text fw={600}>{t('twoFactor.title')}</Text>
              <Text size="sm" c="dimmed">
                {t('twoFactor.codeHint')}
              </Text>
              {codeError && (
                <Alert color="red" data-testid="login-code-error">
                  {t('twoFactor.invalidCode')}
                </Alert>
              )}
              <TextInput
                label={t('twoFactor.codeLabel')}
                name="code"
                autoComplete="one-time-code"
                inputMode="numeric"
                autoFocus
                required
                data-testid="login-code"
                {...form.getInputProps('code')}
              />
            </>
          )}
          <Button
            type="submit"
            disabled={loading || blockedName}
            leftSection={loading ? <Loader size="xs" color="white" /> : null}
          >
            {loading ? t('login.signingIn') : step === 'code' ? t('twoFactor.verify') : t('login.signIn')}
          </Button>
          {step === 'code' && (
            <Button variant="subtle" onClick={backToPassword}>
              {t('twoFactor.back')}
            </Button>
          )}
        </Stack>
      </Paper>
    </Center>
  );
}

/** docs/screens.md#operator: any sign-in failure reads "Invalid username or password" (undefined here),
 * except a blocked account (the server says so only to someone who knew the password). */
function loginErrorMessage(error: unknown): string | undefined {
  return errorCode(error) === 'FORBIDDEN' ? errorMessage(error) : undefined;
}

/** A throttled username (docs/roles-and-accounts.md#sign-in-protection): the seconds the server asks to wait. */
function retryAfterSeconds(error: unknown): number | undefined {
  if (errorCode(error) !== 'RATE_LIMITED' || !CombinedGraphQLErrors.is(error)) return undefined;
  const details = error.errors[0]?.extensions?.details as { retryAfterSeconds?: unknown } | undefined;
  return typeof details?.retryAfterSeconds === 'number' ? details.retryAfterSeconds : undefined;
}
