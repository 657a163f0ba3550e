import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import '../../shared/i18n/security.i18n';
import '../../shared/i18n/voicepacks.i18n';
import '../../shared/i18n/till.i18n';
import '../../shared/i18n/anomaly.i18n';
import '../../shared/i18n/linkedjackpot.i18n';

/** The owner's screens beyond its halls: the till, anomalies, linked jackpots, voices and API tokens. */
const LINKS = [
  { to: '/shifts', testId: 'open-shifts', label: 'till.list.title' },
  { to: '/anomalies', testId: 'open-anomalies', label: 'anomaly.menu' },
  { to: '/linked-jackpots', testId: 'open-linked-jackpots', label: 'lj.menu' },
  { to: '/voice-packs', testId: 'open-voice-packs', label: 'vp.menu' },
  { to: '/api-tokens', testId: 'open-api-tokens', label: 'sec.openMine' },
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
