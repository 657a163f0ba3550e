import '../../shared/i18n/views.i18n';
import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** The owner's screens beyond its halls: the till, anomalies, linked jackpots, voices and API tokens. */
const LINKS = [
  { to: '/shifts', testId: 'open-shifts', label: 'view.nav.shifts' },
  { to: '/anomalies', testId: 'open-anomalies', label: 'view.nav.anomalies' },
  { to: '/linked-jackpots', testId: 'open-linked-jackpots', label: 'view.nav.linkedJackpots' },
  { to: '/voice-packs', testId: 'open-voice-packs', label: 'view.nav.voicePacks' },
  { to: '/api-tokens', testId: 'open-api-tokens', label: 'view.nav.myTokens' },
] as const;

export function OwnerLinks() {
  const { t } = useTranslation();
  return (
    <Group gap="xs">
      {LINKS.map((l) => (
        <Button key={l.to} size="xs" variant="light" component={Link} to={l.to} data-testid={l.testId}>
          {t(l.label)}
        </Button>
      ))}
    </Group>
  );
}
