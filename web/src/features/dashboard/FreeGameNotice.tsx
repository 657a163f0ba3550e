import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useServerNow } from '../../shared/clock/server-clock';
import { formatBirr } from '../../shared/money-format';
import { useDashboardFreeGames } from './operations';
import { dueFreeSlot, freeShareSantim } from './free-game-notice';

const addisTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Africa/Addis_Ababa',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * Before Start: "this game will be a free game" when a scheduled slot is due, with its time and the
 * free game's share of the prize for the bet and cards chosen (the server decides the same at start).
 */
export function FreeGameNotice({ betSantim, cardCount }: { betSantim: number | null; cardCount: number }) {
  const { t } = useTranslation();
  const now = useServerNow(15_000);
  const { data } = useDashboardFreeGames();
  const slot = dueFreeSlot(data?.freeGameSchedules ?? [], now);
  if (!slot) return null;
  const share = freeShareSantim(betSantim, cardCount, data?.me.commissionRate);
  const time = addisTime.format(new Date(slot.scheduledDateTime));
  return (
    <Text size="sm" fw={600} c="teal.8" data-testid="free-game-notice">
      {share == null
        ? t('dashboard.freeGame', { time })
        : t('dashboard.freeGameShare', { time, amount: formatBirr(share, { whole: false }) })}
    </Text>
  );
}
