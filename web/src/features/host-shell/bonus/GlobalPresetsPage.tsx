import '../../../shared/i18n/backoffice.i18n';
import '../../../shared/i18n/hostshell.i18n';
import '../../../shared/i18n/settings.i18n';
import { Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { BackOfficeLayout } from '../../../account/layout/BackOfficeLayout';
import { RequireRole } from '../../../account/layout/RequireRole';
import { BonusPresets } from './BonusPresets';

/**
 * /global-presets: the super admin creates, edits, toggles and deletes the global bonus presets
 * (docs/games-and-money.md#bonuses). The server makes a super admin's presets global; every write
 * asks for the step-up password when the token ran out.
 */
export function GlobalPresetsPage() {
  const { t } = useTranslation();
  return (
    <RequireRole roles={['SUPER_ADMIN']}>
      <BackOfficeLayout
        title={t('settings.presets.title')}
        actions={
          <Button size="xs" variant="light" component={Link} to="/admin" data-testid="back-to-admin">
            {t('game.returnToDashboard')}
          </Button>
        }
      >
        <Stack data-testid="global-presets">
          <Text size="sm" c="dimmed">
            {t('settings.presets.intro')}
          </Text>
          <BonusPresets />
        </Stack>
      </BackOfficeLayout>
    </RequireRole>
  );
}
