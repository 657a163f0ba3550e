import { Button, Center, Loader, Stack, Text } from '@mantine/core';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { loadApolloClient } from '../../shared/apollo/deferred';
import { clearSession, getToken } from '../../account/session/session';
import { checkTokenWithRetry, type TokenCheckResult } from './token-check';
import { validateToken } from './validate-token';
import { waitToRetry } from '../../shared/live/socket-health';

/**
 * Guards a protected route: validates the stored token with the server (the screen shows
 * meanwhile when a token is stored).
 * Invalid or missing → forget it and go to /login. If the server cannot be reached after the
 * retries, the operator is NOT signed out (a flaky hall network should not end a session):
 * the check goes on by itself with growing waits, cut short when the network comes back (so the
 * screen returns within seconds of it), and a button tries at once. A screen that works from what
 * the device kept (`worksOffline`: print, the card gallery) stays while the server is unreachable,
 * and the check goes on behind it.
 */
export function RequireAuth({ children, worksOffline = false }: { children: ReactNode; worksOffline?: boolean }) {
  const { t } = useTranslation();
  const [state, setState] = useState<TokenCheckResult | 'checking'>('checking');
  // Checks after the server was found unreachable (0: the first check).
  const [retries, setRetries] = useState(0);

  const run = useCallback(() => {
    let cancelled = false;
    setState('checking');
    // The client's code loads on the way (a failed load is retried like an unreachable server).
    // The check never rejects: a server it cannot reach ends as 'unreachable'.
    void checkTokenWithRetry(getToken(), () => loadApolloClient().then(validateToken)).then((result) => {
      if (cancelled) return;
      if (result === 'invalid') clearSession();
      setState(result);
    });
    return () => {
      cancelled = true;
    };
  }, []);

  useEffect(run, [run]);

  useEffect(() => {
    if (state !== 'unreachable') return;
    let cancelled = false;
    void waitToRetry(retries).then(() => {
      if (cancelled) return;
      setRetries((n) => n + 1);
      run();
    });
    return () => {
      cancelled = true;
    };
  }, [state, run, retries]);

  if (state === 'invalid') return <Navigate to="/login" replace />;
  // With a stored token the screen renders while the check runs (one round trip less before the
  // dashboard is usable on a slow hall network); a token found invalid still goes to /login, and
  // any request the server refuses meanwhile ends the session through the Apollo session link.
  if (state === 'valid' || (state === 'checking' && retries === 0 && getToken())) return <>{children}</>;
  if (worksOffline && getToken()) return <>{children}</>;
  if (state === 'unreachable' || retries > 0) {
    return (
      <Center mih="100vh">
        <Stack align="center">
          <Text data-testid="server-unreachable" data-retries={retries}>
            {t('common.unreachable')}
          </Text>
          <Button onClick={run} loading={state === 'checking'}>
            {t('common.retry')}
          </Button>
        </Stack>
      </Center>
    );
  }
  return (
    <Center mih="100vh">
      <Loader aria-label="Checking your session" />
    </Center>
  );
}
