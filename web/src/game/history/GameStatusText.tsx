import { useTranslation } from 'react-i18next';

/** A game's status in the reader's language: running, ended, or abandoned at its call (e.g. 12/75). */
export function GameStatusText({
  status,
  endReason,
  abandonedAtCall,
}: {
  status: string;
  endReason?: string | null;
  abandonedAtCall?: number | null;
}) {
  const { t } = useTranslation();
  if (endReason === 'ABANDONED') return t('gameStatus.ABANDONED', { calls: abandonedAtCall ?? 0 });
  return status === 'ACTIVE' || status === 'ENDED' ? t(`gameStatus.${status}`) : status;
}
