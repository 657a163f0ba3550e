import '../../shared/i18n/settings.i18n';
import { Button, Center, Group, Loader, Tabs } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { BackOfficeLayout } from '../../account/layout/BackOfficeLayout';
import { RequireRole } from '../../account/layout/RequireRole';
import '../../shared/i18n/views.i18n';
// The tab labels of screens that load later.
import { HostsTab } from './HostsTab';

/** The other screens load when first opened: the page's own download stays small. */
const AnnouncementsTab = lazy(() => import('./AnnouncementsTab').then((m) => ({ default: m.AnnouncementsTab })));
const ApiTokensTab = lazy(() => import('./ApiTokensTab').then((m) => ({ default: m.ApiTokensTab })));
const BonusLimitsTab = lazy(() => import('./BonusLimitsTab').then((m) => ({ default: m.BonusLimitsTab })));
const CardSetsTab = lazy(() => import('./CardSetsTab').then((m) => ({ default: m.CardSetsTab })));
const HiddenHostsTab = lazy(() => import('./HiddenHostsTab').then((m) => ({ default: m.HiddenHostsTab })));
const InspectTab = lazy(() => import('./InspectTab').then((m) => ({ default: m.InspectTab })));
const LastGamesTab = lazy(() => import('./LastGamesTab').then((m) => ({ default: m.LastGamesTab })));
const PowerTab = lazy(() => import('./PowerTab').then((m) => ({ default: m.PowerTab })));
const ProfitsTab = lazy(() => import('./ProfitsTab').then((m) => ({ default: m.ProfitsTab })));
const TwoFactorTab = lazy(() => import('./TwoFactorTab').then((m) => ({ default: m.TwoFactorTab })));
const GroupsTab = lazy(() => import('./groups/GroupsTab').then((m) => ({ default: m.GroupsTab })));

/**
 * The screens in five groups (Halls, Money, Games, Platform, Security): one row of groups, then the
 * open group's screens. Each screen is its own component (only the open one is mounted, so only it
 * fetches). A group tab lists its screens in data-tabs, so a test can open any screen by its name.
 */
const GROUPS = [
  {
    value: 'halls',
    tabs: [
      { value: 'hosts', label: 'admin.hosts', Panel: HostsTab },
      { value: 'groups', label: 'view.nav.groups', Panel: GroupsTab },
      { value: 'hidden', label: 'view.nav.hiddenHosts', Panel: HiddenHostsTab },
    ],
  },
  {
    value: 'money',
    tabs: [
      { value: 'profits', label: 'admin.profits', Panel: ProfitsTab },
      { value: 'bonusLimits', label: 'view.nav.bonusLimits', Panel: BonusLimitsTab },
    ],
  },
  {
    value: 'games',
    tabs: [
      { value: 'games', label: 'admin.last50', Panel: LastGamesTab },
      { value: 'power', label: 'admin.power', Panel: PowerTab },
      { value: 'cardSets', label: 'admin.cardSets', Panel: CardSetsTab },
    ],
  },
  {
    value: 'platform',
    tabs: [
      { value: 'announcements', label: 'admin.announcements', Panel: AnnouncementsTab },
      { value: 'apiTokens', label: 'view.nav.apiTokens', Panel: ApiTokensTab },
    ],
  },
  {
    value: 'security',
    tabs: [
      { value: 'inspect', label: 'admin.inspect', Panel: InspectTab },
      { value: 'twoFactor', label: 'view.nav.twoFactor', Panel: TwoFactorTab },
    ],
  },
] as const;

/** /admin (and /super): the super admin's dashboard. */
export function SuperAdminPage() {
  const { t } = useTranslation();
  return (
    <RequireRole roles={['SUPER_ADMIN']}>
      <BackOfficeLayout
        title={t('admin.title')}
        actions={
          <Group gap="xs">
            <Button
              size="xs"
              variant="light"
              color="grape"
              component={Link}
              to="/global-presets"
              data-testid="open-global-presets"
            >
              {t('settings.presets.open')}
            </Button>
            <Button size="xs" variant="light" component={Link} to="/shifts" data-testid="open-shifts">
              {t('view.nav.shifts')}
            </Button>
            <Button size="xs" variant="light" component={Link} to="/anomalies" data-testid="open-anomalies">
              {t('view.nav.anomalies')}
            </Button>
            <Button size="xs" variant="light" component={Link} to="/voice-packs" data-testid="open-voice-packs">
              {t('view.nav.voicePacks')}
            </Button>
            <Button size="xs" variant="light" component={Link} to="/api-tokens" data-testid="open-api-tokens">
              {t('view.nav.myTokens')}
            </Button>
            <Button size="xs" variant="light" component={Link} to="/graphiql" data-testid="open-playground">
              {t('admin.playground')}
            </Button>
          </Group>
        }
      >
        <AdminTabs />
      </BackOfficeLayout>
    </RequireRole>
  );
}

function AdminTabs() {
  const { t } = useTranslation();
  const [group, setGroup] = useState<string>(GROUPS[0].value);
  const [open, setOpen] = useState<Record<string, string>>({});
  return (
    <Tabs value={group} onChange={(g) => g && setGroup(g)} keepMounted={false}>
      <Tabs.List mb="xs">
        {GROUPS.map((g) => (
          <Tabs.Tab
            key={g.value}
            value={g.value}
            fw={600}
            data-testid={`tabgroup-${g.value}`}
            data-tabs={g.tabs.map((tab) => tab.value).join(' ')}
          >
            {t(`view.group.${g.value}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {GROUPS.map((g) => (
        <Tabs.Panel key={g.value} value={g.value}>
          <Tabs
            variant="pills"
            value={open[g.value] ?? g.tabs[0].value}
            onChange={(v) => v && setOpen((o) => ({ ...o, [g.value]: v }))}
            keepMounted={false}
          >
            <Tabs.List mb="md">
              {g.tabs.map((tab) => (
                <Tabs.Tab key={tab.value} value={tab.value} data-testid={`tab-${tab.value}`}>
                  {t(tab.label)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {g.tabs.map(({ value, Panel }) => (
              <Tabs.Panel key={value} value={value}>
                <Suspense
                  fallback={
                    <Center py="xl">
                      <Loader />
                    </Center>
                  }
                >
                  <Panel />
                </Suspense>
              </Tabs.Panel>
            ))}
          </Tabs>
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
