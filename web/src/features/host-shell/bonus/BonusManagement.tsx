import '../../../shared/i18n/backoffice.i18n';
import '../../../shared/i18n/hostshell.i18n';
import { Button, Stack, Tabs, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { requestStepUp } from '../../../account/step-up/step-up-store';
import { BonusConfigList } from './BonusConfigList';
import { BonusGamesTab } from './BonusGamesTab';
import { BonusPresets } from './BonusPresets';
import { BonusStatsTab } from './BonusStatsTab';
import { CenteredLoader } from '../CenteredLoader';

/**
 * Bonus Management (docs/screens.md#host-shell), behind the step-up prompt that replaces the seed's passcode
 * gate (docs/roles-and-accounts.md#step-up). The server only demands the step-up for writes; the view asks on entry
 * as the seed does, and every write still goes through withStepUp in case the token ran out.
 */
export function BonusManagement() {
  const { t } = useTranslation();
  const [gate, setGate] = useState<'asking' | 'open' | 'locked'>('asking');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    // StrictMode runs this twice: the first prompt's answer must not lock the view.
    let current = true;
    setGate('asking');
    void requestStepUp().then((ok) => current && setGate(ok ? 'open' : 'locked'));
    return () => {
      current = false;
    };
  }, [attempt]);

  return (
    <Stack data-testid="bonus-management">
      <Title order={3}>{t('hs.bonus.title')}</Title>
      {gate === 'asking' && <CenteredLoader />}
      {gate === 'locked' && (
        <Stack align="flex-start" data-testid="bonus-locked">
          <Text>{t('hs.bonus.locked')}</Text>
          <Button onClick={() => setAttempt((n) => n + 1)}>{t('hs.bonus.unlock')}</Button>
        </Stack>
      )}
      {gate === 'open' && (
        // Unmounted tabs refetch when opened again: games and statistics change with every game.
        <Tabs defaultValue="configs" keepMounted={false}>
          <Tabs.List mb="md">
            <Tabs.Tab value="configs" data-testid="bonus-tab-configs">
              {t('hs.bonus.tabs.configs')}
            </Tabs.Tab>
            <Tabs.Tab value="games" data-testid="bonus-tab-games">
              {t('hs.bonus.tabs.games')}
            </Tabs.Tab>
            <Tabs.Tab value="stats" data-testid="bonus-tab-stats">
              {t('hs.bonus.tabs.stats')}
            </Tabs.Tab>
            <Tabs.Tab value="presets" data-testid="bonus-tab-presets">
              {t('hs.bonus.tabs.presets')}
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="configs">
            <BonusConfigList />
          </Tabs.Panel>
          <Tabs.Panel value="games">
            <BonusGamesTab />
          </Tabs.Panel>
          <Tabs.Panel value="stats">
            <BonusStatsTab />
          </Tabs.Panel>
          <Tabs.Panel value="presets">
            <BonusPresets />
          </Tabs.Panel>
        </Tabs>
      )}
    </Stack>
  );
}
