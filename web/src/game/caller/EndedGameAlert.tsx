import { Alert, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';

export interface EndedGameState {
  ended?: { gameId: string; seed: string; commitment: string };
}

/** After End: the draw's commitment and the revealed seed (provably fair), until closed. */
export function EndedGameAlert() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const ended = (useLocation().state as EndedGameState | null)?.ended;
  if (!ended) return null;
  return (
    <Alert
      color="teal"
      mb="md"
      withCloseButton
      onClose={() => void navigate('.', { replace: true, state: null })}
      title={t('game.endedTitle')}
      data-testid="ended-seed"
    >
      <Text size="xs" style={{ wordBreak: 'break-all' }}>
        {t('game.commitment')}: {ended.commitment}
      </Text>
      <Text size="xs" style={{ wordBreak: 'break-all' }}>
        {t('game.seed')}: {ended.seed}
      </Text>
    </Alert>
  );
}
