import '../../shared/i18n/backoffice.i18n';
import '../../shared/i18n/twofactor.i18n';
import { Box, Button, Group, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ReactNode } from 'react';
import { LanguageSwitch, SignOutButton } from './HeaderControls';
import { getUsername } from '../session/session';
import { homePathFor, sessionRole } from '../session/session-role';
import { StepUpModal } from '../step-up/StepUpModal';

/** Header of the back-office screens: title, username in upper case, language, sign out; the step-up prompt. */
export function BackOfficeLayout({
  title,
  children,
  actions,
  back = false,
}: {
  title: string;
  children: ReactNode;
  actions?: ReactNode;
  /** A screen reached from another one: a Back button to the account's home screen. */
  back?: boolean;
}) {
  return (
    <Box>
      <Group
        justify="space-between"
        px="md"
        py="xs"
        wrap="wrap"
        gap="xs"
        style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
      >
        <Group gap="sm">
          {back && <BackHome />}
          <Title order={4} data-testid="bo-title">
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            {(getUsername() ?? '').toUpperCase()}
          </Text>
        </Group>
        <Group gap="xs">
          {actions}
          <TwoFactorLink />
          <LanguageSwitch />
          <SignOutButton />
        </Group>
      </Group>
      <Box p="md">{children}</Box>
      <StepUpModal />
    </Box>
  );
}

/** Owners and the super admin reach their two-factor sign-in from every back-office header. */
function TwoFactorLink() {
  const { t } = useTranslation();
  const role = sessionRole();
  if (role !== 'OWNER' && role !== 'SUPER_ADMIN') return null;
  return (
    <Button size="xs" variant="light" component={Link} to="/two-factor" data-testid="open-two-factor">
      {t('twoFactor.open')}
    </Button>
  );
}

/** The way back from a screen opened from the header (two-factor, voice packs, presets). */
function BackHome() {
  const { t } = useTranslation();
  return (
    <Button size="xs" variant="subtle" component={Link} to={homePathFor(sessionRole())} data-testid="bo-back">
      ← {t('common.back')}
    </Button>
  );
}
