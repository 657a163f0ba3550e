import { Paper } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SETTINGS_KEYS } from '../../game/game-settings';
import { read } from '../../shared/device-storage';
import { isVoice } from '../../game/voices/voice-speed';
import { ActiveGameGate, type ActiveGame } from '../../game/caller/ActiveGameGate';
import { BingoBoard } from '../../game/caller/CallBoard';
import { CallerScreen } from '../../game/caller/CallerScreen';
import { useTellDisplaysLanguage } from '../../game/caller/useTellDisplaysLanguage';
import { PayoutBanner } from './PayoutBanner';

type Game = ActiveGame;

export function GameInProgressPage() {
  return (
    <ActiveGameGate returnTo="/dashboard">{(game) => <GameScreen key={game.gameId} game={game} />}</ActiveGameGate>
  );
}

function GameScreen({ game }: { game: Game }) {
  const { t } = useTranslation();
  useTellDisplaysLanguage();
  const storedVoice = read(SETTINGS_KEYS.audioLanguage);
  return (
    <CallerScreen
      game={game}
      voice={isVoice(storedVoice) ? storedVoice : 'none'}
      returnTo="/dashboard"
      countLabel={(n, total) => t('game.callCount', { n, total })}
      payoutLabel={t('game.payout')}
      banner={({ check }) => <PayoutBanner game={game} winners={check.winners} />}
    >
      {({ loop }) => (
        <Paper withBorder p="sm" radius="md">
          <BingoBoard numbers={loop.numbers} shown={loop.shown} />
        </Paper>
      )}
    </CallerScreen>
  );
}
