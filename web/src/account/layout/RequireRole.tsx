import '../../shared/i18n/backoffice.i18n';
import { Button, Center, Loader, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Role } from '../../gql/graphql';
import { errorMessage } from '../../shared/api-errors';
import { useBackOfficeMe } from '../operations';
import { homePathFor } from '../session/session-role';

/** Shows the screen only to the given roles (the server refuses the others anyway). */
export function RequireRole({ roles, children }: { roles: readonly Role[]; children: ReactNode }) {
  const { t } = useTranslation();
  const { data, error } = useBackOfficeMe();
  if (error && !data) return <Center mih="50vh">{errorMessage(error)}</Center>;
  if (!data)
    return (
      <Center mih="50vh">
        <Loader />
      </Center>
    );
  if (!roles.includes(data.me.role)) {
    return (
      <Center mih="60vh">
        <Stack align="center" data-testid="not-allowed">
          <Title order={3}>{t('bo.notAllowed')}</Title>
          <Button component={Link} to={homePathFor(data.me.role)} variant="light" data-testid="not-allowed-return">
            {t('game.returnToDashboard')}
          </Button>
        </Stack>
      </Center>
    );
  }
  return <>{children}</>;
}
