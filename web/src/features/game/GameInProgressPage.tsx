import { Badge, Group, Paper, Title } from '@mantine/core';
import { offeredPrize } from '@bingo/core';
import { useTranslation } from 'react-i18next';
import { formatBirr } from '../../shared/money';
import { SETTINGS_KEYS, read } from '../../shared/settings';
import { isVoice } from '../../shared/voices/voice-speed';
import { ActiveGameGate, type ActiveGame } from '../../shared/caller/ActiveGameGate';
import { BingoBoard } from '../../shared/caller/CallBoard';
import { CallerScreen } from '../../shared/caller/CallerScreen';

type Game = ActiveGame;

export function GameInProgressPage() {
  return (
    <ActiveGameGate returnTo="/dashboard">{(game) => <GameScreen key={game.gameId} game={game} />}</ActiveGameGate>
  );
}

function GameScreen({ game }: { game: Game }) {
  const { t } = useTranslation();
  const storedVoice = read(SETTINGS_KEYS.audioLanguage);
  return (
    <CallerScreen
      game={game}
      voice={isVoice(storedVoice) ? storedVoice : 'none'}
      returnTo="/dashboard"
      countLabel={(n, total) => t('game.callCount', { n, total })}
      payoutLabel={t('game.payout')}
      banner={({ check }) => {
        const winners = check.checked.filter((c) => c.check.isWinner).length;
        const prize = offeredPrize(game);
        const payout = winners > 0 ? prize / winners : prize;
        return (
          <Paper withBorder p="sm" radius="md" bg="orange.0" data-testid="payout-banner">
            <Group justify="space-between" wrap="wrap">
              <Title order={3}>
                {t('game.payout')}: {formatBirr(payout)}
              </Title>
              <Group gap="xs">
                <Badge size="lg" color={game.gameType === 'house' ? 'grape' : 'blue'}>
                  {t(`gameTypes.${game.gameType}`, { defaultValue: game.gameType })}
                </Badge>
                {game.isJackpotGame && (
                  <Badge size="lg" color="yellow">
                    {t('game.jackpot')}: {formatBirr(game.jackpotPool)}
                  </Badge>
                )}
              </Group>
            </Group>
          </Paper>
        );
      }}
    >
      {({ loop }) => (
        <Paper withBorder p="sm" radius="md">
          <BingoBoard numbers={loop.numbers} shown={loop.shown} />
        </Paper>
      )}
    </CallerScreen>
  );
}
