import { INVALID_LOGIN } from '@bingo/core';
import { Button, Center, Loader, Paper, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { homePathFor } from '../../shared/session/role';
import { saveSession } from '../../shared/session/session';
import { showToast } from '../../shared/toast/toast-store';
import { PRODUCT_NAME } from '../../app/product';
import { useLogin } from './useLogin';

export { INVALID_LOGIN };
/** Seed 000 section 2: the login toast closes after 3 seconds. */
const LOGIN_TOAST_MS = 3000;

export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [login, { loading }] = useLogin();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  // Seed 000 section 5: the button is disabled whenever the username contains "power".
  const blockedName = username.toLowerCase().includes('power');

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (loading || blockedName || !username || !password) return;
    try {
      const { data } = await login({ variables: { input: { username, password } } });
      if (!data?.login.token) throw new Error('Unauthorized');
      saveSession({ token: data.login.token, username: data.login.username, adminId: data.login.adminId });
      // Owners and the super admin land on their own dashboards.
      navigate(homePathFor(data.login.role), { replace: true });
    } catch (error) {
      const message = loginErrorMessage(error);
      showToast('error', message === INVALID_LOGIN ? t('login.invalid') : message, LOGIN_TOAST_MS);
    }
  }

  return (
    <Center mih="100vh" bg="gray.1">
      <Paper component="form" onSubmit={onSubmit} w={360} p="xl" radius="md" shadow="md" withBorder>
        <Stack>
          <Title order={2} ta="center">
            {PRODUCT_NAME}
          </Title>
          <TextInput
            label={t('login.username')}
            name="username"
            autoComplete="username"
            required
            value={username}
            onChange={(e) => setUsername(e.currentTarget.value)}
          />
          <PasswordInput
            label={t('login.password')}
            name="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
          />
          <Button type="submit" disabled={loading || blockedName} leftSection={loading ? <Loader size="xs" color="white" /> : null}>
            {loading ? t('login.signingIn') : t('login.signIn')}
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}

/** Seed 000 section 8: any sign-in failure reads "Invalid username or password", except a
 * blocked account (the server says so only to someone who knew the password). */
function loginErrorMessage(error: unknown): string {
  if (CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'FORBIDDEN')) {
    return error.errors[0]?.message ?? INVALID_LOGIN;
  }
  return INVALID_LOGIN;
}
