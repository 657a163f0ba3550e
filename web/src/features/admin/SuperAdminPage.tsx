import '../../shared/i18n/settings.i18n';
import { Button, Group, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { BackOfficeLayout } from '../../account/layout/BackOfficeLayout';
import { RequireRole } from '../../account/layout/RequireRole';
import '../../shared/i18n/security.i18n';
import '../../shared/i18n/voicepacks.i18n';
import { AnnouncementsTab } from './AnnouncementsTab';
import { ApiTokensTab } from './ApiTokensTab';
import { BonusLimitsTab } from './BonusLimitsTab';
import { CardSetsTab } from './CardSetsTab';
import { GroupsTab } from './groups/GroupsTab';
import { HiddenHostsTab } from './HiddenHostsTab';
import { HostsTab } from './HostsTab';
import { InspectTab } from './InspectTab';
import { LastGamesTab } from './LastGamesTab';
import { PowerTab } from './PowerTab';
import { ProfitsTab } from './ProfitsTab';
import { TwoFactorTab } from './TwoFactorTab';

/** The tabs in order; each tab is its own component (only the open one is mounted, so only it fetches). */
const TABS = [
  { value: 'hosts', label: 'admin.hosts', Panel: HostsTab },
  { value: 'profits', label: 'admin.profits', Panel: ProfitsTab },
  { value: 'games', label: 'admin.last50', Panel: LastGamesTab },
  { value: 'inspect', label: 'admin.inspect', Panel: InspectTab },
  { value: 'cardSets', label: 'admin.cardSets', Panel: CardSetsTab },
  { value: 'power', label: 'admin.power', Panel: PowerTab },
  { value: 'announcements', label: 'admin.announcements', Panel: AnnouncementsTab },
  { value: 'groups', label: 'groups.tab', Panel: GroupsTab },
  { value: 'twoFactor', label: 'twoFactor.admin.tab', Panel: TwoFactorTab },
  { value: 'bonusLimits', label: 'sec.tabLimits', Panel: BonusLimitsTab },
  { value: 'hidden', label: 'sec.tabHidden', Panel: HiddenHostsTab },
  { value: 'apiTokens', label: 'sec.tabTokens', Panel: ApiTokensTab },
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
            <Button size="xs" variant="light" component={Link} to="/voice-packs" data-testid="open-voice-packs">
              {t('vp.menu')}
            </Button>
            <Button size="xs" variant="light" component={Link} to="/api-tokens" data-testid="open-api-tokens">
              {t('sec.openMine')}
            </Button>
            <Button size="xs" variant="light" component={Link} to="/graphiql" data-testid="open-playground">
              {t('admin.playground')}
            </Button>
          </Group>
        }
      >
        <Tabs defaultValue="hosts" keepMounted={false}>
          <Tabs.List mb="md">
            {TABS.map((tab) => (
              <Tabs.Tab key={tab.value} value={tab.value} data-testid={`tab-${tab.value}`}>
                {t(tab.label)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {TABS.map(({ value, Panel }) => (
            <Tabs.Panel key={value} value={value}>
              <Panel />
            </Tabs.Panel>
          ))}
        </Tabs>
      </BackOfficeLayout>
    </RequireRole>
  );
}
