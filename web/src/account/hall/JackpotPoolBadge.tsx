import '../../shared/i18n/hall.i18n';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatBirr } from '../../shared/money-format';

/**
 * The host's jackpot pool (docs/games-and-money.md#jackpot), shown while its owner has the jackpot on,
 * or the linked pool its hall is in.
 * Text, not a Badge: the dashboard is in the first download, whose Mantine CSS stays small (app/first-styles.ts).
 */
export function JackpotPoolBadge({
  pool,
}: {
  pool: { amount: number; enabled: boolean; linkedPoolName?: string | null } | undefined;
}) {
  const { t } = useTranslation();
  if (!pool?.enabled) return null;
  // A hall linked into a shared pool shows that pool (docs/games-and-money.md#linked-jackpot).
  const label = pool.linkedPoolName ? t('hall.linkedPool', { name: pool.linkedPoolName }) : t('hall.jackpotPool');
  return (
    <Text fw={700} c="yellow.8" data-testid="jackpot-pool">
      {label}: {formatBirr(pool.amount)}
    </Text>
  );
}
