import { Button, Center, Loader, Paper, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { errorCode, errorMessage } from '../../shared/errors';
import { homePathFor } from '../../shared/session/role';
import { saveSession } from '../../shared/session/session';
import { showToast } from '../../shared/toast/show-toast';
import { PRODUCT_NAME } from '../../shared/product';
import { useLogin } from './operations';

/** docs/screens.md#operator: the login toast closes after 3 seconds. */
const LOGIN_TOAST_MS = 3000;

export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [login, { loading }] = useLogin();
  const form = useForm({ mode: 'controlled', initialValues: { username: '', password: '' } });
  // docs/screens.md#operator: the button is disabled whenever the username contains "power".
  const blockedName = form.values.username.toLowerCase().includes('power');

  async function onSubmit({ username, password }: typeof form.values) {
    if (loading || blockedName || !username || !password) return;
    try {
      const { data } = await login({ variables: { input: { username, password } } });
      if (!data?.login.token) throw new Error('Unauthorized');
      saveSession({ token: data.login.token, username: data.login.username, adminId: data.login.adminId });
      // Owners and the super admin land on their own dashboards.
      navigate(homePathFor(data.login.role), { replace: true });
    } catch (error) {
      showToast('error', loginErrorMessage(error) ?? t('login.invalid'), { durationMs: LOGIN_TOAST_MS });
    }
  }

  return (
    <Center mih="100vh" bg="gray.1">
      <Paper component="form" onSubmit={form.onSubmit(onSubmit)} w={360} p="xl" radius="md" shadow="md" withBorder>
        <Stack>
          <Title order={2} ta="center">
            {PRODUCT_NAME}
          </Title>
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
          <Button
            type="submit"
            disabled={loading || blockedName}
            leftSection={loading ? <Loader size="xs" color="white" /> : null}
          >
            {loading ? t('login.signingIn') : t('login.signIn')}
          </Button>
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
