import '../../shared/i18n/operator.i18n';
import { ActionIcon, Box, Button, Group, Text, Title } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PRODUCT_NAME } from '../../shared/product';
import { formatBirr } from '../../shared/money-format';
import { homePathFor, sessionRole } from '../session/session-role';
import { getUsername } from '../session/session';
import { LanguageSwitch, SignOutButton } from './HeaderControls';
import { ProfileIcon } from '../../shared/layout/icons';
import { useOperatorHall } from '../hall/useOperatorHall';
import { SupportPhones } from './SupportPhones';

const HelpDialog = lazy(() => import('./HelpDialog').then((m) => ({ default: m.HelpDialog })));

/**
 * The operator header: profile icon → /reports, three header buttons, language switch, sign out.
 * On phones the buttons fold behind a menu button, so the header stays one line above the board.
 */
export function AppHeader({ walletBalance }: { walletBalance?: number | null }) {
  const { t } = useTranslation();
  const [helpOpen, help] = useDisclosure(false);
  const [menuOpen, menu] = useDisclosure(false);
  // Below Mantine's `sm` the header is one line (the title gives way) unless the menu is open.
  const phone = useMediaQuery('(max-width: 47.99em)') ?? false;
  const username = getUsername();
  // Owners and the super admin have no host reports or card gallery: they get a way back to their own dashboard instead.
  const role = sessionRole();
  const backOffice = role === 'OWNER' || role === 'SUPER_ADMIN';
  // The hall's support lines, read at run time (docs/roles-and-accounts.md#hall-settings).
  const phones = useOperatorHall()?.hallSettings.supportPhones ?? [];

  return (
    <Group
      justify="space-between"
      px={{ base: 'xs', sm: 'md' }}
      py="xs"
      wrap={phone && !menuOpen ? 'nowrap' : 'wrap'}
      gap="xs"
      style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
      data-testid="app-header"
    >
      <Group gap="xs" wrap="nowrap" miw={0}>
        {!backOffice && (
          <ActionIcon
            component={Link}
            to="/reports"
            variant="light"
            size="lg"
            radius="xl"
            aria-label={t('header.reports')}
            title={t('header.reports')}
            data-testid="profile-icon"
          >
            <ProfileIcon />
          </ActionIcon>
        )}
        <Link to={homePathFor(role)} style={{ textDecoration: 'none', color: 'inherit', minWidth: 0 }}>
          <Title order={4} style={{ whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}>
            {PRODUCT_NAME}
          </Title>
        </Link>
        {username && (
          <Text size="sm" c="dimmed" visibleFrom="sm" data-testid="signed-in-as">
            {username.toUpperCase()}
            {walletBalance != null && ` · ${t('header.wallet')} ${formatBirr(walletBalance)}`}
          </Text>
        )}
      </Group>
      <Group gap="xs" hiddenFrom="sm" wrap="nowrap">
        <LanguageSwitch />
        <Button
          size="xs"
          variant={menuOpen ? 'filled' : 'default'}
          onClick={menu.toggle}
          aria-expanded={menuOpen}
          data-testid="header-menu"
        >
          {t('operator.caller.menu')}
        </Button>
      </Group>
      <Group gap="xs" visibleFrom={menuOpen ? undefined : 'sm'} w={menuOpen ? '100%' : undefined}>
        <Button size="xs" variant="light" color="grape" onClick={help.open} data-testid="header-question">
          {t('header.question')}
        </Button>
        <SupportPhones phones={phones} />
        {backOffice ? (
          <Button size="xs" variant="light" component={Link} to={homePathFor(role)} data-testid="back-office-home">
            {t('game.returnToDashboard')}
          </Button>
        ) : (
          <>
            <Button size="xs" variant="subtle" component={Link} to="/cards">
              {t('header.cards')}
            </Button>
            <Button size="xs" variant="subtle" component={Link} to="/multiplier" data-testid="header-multiplier">
              {t('header.multiplier')}
            </Button>
          </>
        )}
        <Box visibleFrom="sm">
          <LanguageSwitch />
        </Box>
        <SignOutButton />
      </Group>
      {helpOpen && (
        <Suspense fallback={null}>
          <HelpDialog phones={phones} onClose={help.close} />
        </Suspense>
      )}
    </Group>
  );
}
