import '../../shared/i18n/views.i18n';
import '../../shared/i18n/security.i18n';
import '../../shared/i18n/backoffice.i18n';
import '../../shared/i18n/hostshell.i18n';
import '../../shared/i18n/multiplier.i18n';
import '../../shared/i18n/voicepacks.i18n';
import '../../shared/i18n/till.i18n';
import { Box, Button, Flex, Group, NavLink, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { AppHeader } from '../../account/layout/AppHeader';
import { getUsername } from '../../account/session/session';
import { StepUpModal } from '../../account/step-up/StepUpModal';

const MENU = [
  { to: '/reports/games', key: 'shell.games' },
  { to: '/all-cards', key: 'shell.cards' },
  { to: '/reports', key: 'shell.reports' },
  { to: '/reports/house', key: 'shell.house' },
  { to: '/reports/jackpot', key: 'shell.jackpot' },
  { to: '/reports/free-games', key: 'shell.freeGames' },
  { to: '/reports/bonus', key: 'hs.menu.bonus' },
  { to: '/reports/multiplier', key: 'multiplier.shell.menu' },
  { to: '/reports/voice-packs', key: 'view.nav.voicePacks' },
  { to: '/reports/shifts', key: 'till.list.menu' },
  { to: '/api-tokens', key: 'view.nav.myTokens' },
] as const;

/** The host shell (docs/screens.md#host-shell): a left menu (Games, Cards, Reports, …, Return) beside the view. */
export function HostShell() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <Box>
      <AppHeader />
      <Group align="flex-start" wrap="wrap" gap={0}>
        {/* A column beside the view; on a phone one row that scrolls sideways, so the view starts on the first screen. */}
        <Flex
          direction={{ base: 'row', sm: 'column' }}
          align={{ base: 'center', sm: 'stretch' }}
          gap={2}
          p="sm"
          w={{ base: '100%', sm: 200 }}
          style={{ overflowX: 'auto' }}
          data-testid="shell-menu"
        >
          <Text fw={700} size="sm" px="sm" style={{ flexShrink: 0 }} data-testid="shell-username">
            {(getUsername() ?? '').toUpperCase()}
          </Text>
          {MENU.map((m) => (
            <NavLink
              key={m.to}
              component={Link}
              to={m.to}
              label={t(m.key)}
              active={pathname === m.to}
              w={{ base: 'auto', sm: '100%' }}
              style={{ flexShrink: 0, whiteSpace: 'nowrap' }}
            />
          ))}
          <Button
            component={Link}
            to="/dashboard"
            variant="light"
            mt={{ base: 0, sm: 'sm' }}
            style={{ flexShrink: 0 }}
            data-testid="shell-return"
          >
            {t('shell.return')}
          </Button>
        </Flex>
        <Box p="md" style={{ flex: 1, minWidth: 0 }}>
          <Outlet />
        </Box>
      </Group>
      <StepUpModal />
    </Box>
  );
}
