import '../../i18n/backoffice';
import { Box, Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Role } from '../../gql/graphql';
import { errorMessage } from '../errors';
import { homePathFor } from '../session/role';
import { LanguageSwitch, SignOutButton } from './HeaderControls';
import { getUsername } from '../session/session';
import { StepUpModal } from '../step-up/StepUpModal';
import { useBackOfficeMe } from '../hosts/operations';

/** Header of the back-office screens: title, username in upper case, language, sign out; the step-up prompt. */
export function BackOfficeLayout({ title, children, actions }: { title: string; children: ReactNode; actions?: ReactNode }) {
  return (
    <Box>
      <Group justify="space-between" px="md" py="xs" wrap="wrap" gap="xs" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Group gap="sm">
          <Title order={4} data-testid="bo-title">
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            {(getUsername() ?? '').toUpperCase()}
          </Text>
        </Group>
        <Group gap="xs">
          {actions}
          <LanguageSwitch />
          <SignOutButton />
        </Group>
      </Group>
      <Box p="md">{children}</Box>
      <StepUpModal />
    </Box>
  );
}

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
