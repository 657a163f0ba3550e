import '../i18n/hall';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatBirr } from '../money';

/** The host's jackpot pool (docs/games-and-money.md#jackpot), shown while its owner has the jackpot on. */
export function JackpotPoolBadge({ pool }: { pool: { amount: number; enabled: boolean } | undefined }) {
  const { t } = useTranslation();
  if (!pool?.enabled) return null;
  return (
    <Badge size="lg" color="yellow" variant="light" data-testid="jackpot-pool">
      {t('hall.jackpotPool')}: {formatBirr(pool.amount)}
    </Badge>
  );
}
