import '../../shared/i18n/multiplier.i18n';
import type { PatternName } from '@bingo/core';
import { Badge, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatBirr } from '../../shared/money-format';
import { read } from '../../shared/device-storage';
import { PatternPreview } from '../../game/cards/PatternPreview';
import { ActiveGameGate, type ActiveGame } from '../../game/caller/ActiveGameGate';
import { BingoBoard } from '../../game/caller/CallBoard';
import { CallerScreen } from '../../game/caller/CallerScreen';
import { useTellDisplaysLanguage } from '../../game/caller/useTellDisplaysLanguage';
import { MULTIPLIER_KEYS, isMultiplierVoice, topPrize } from './multiplier-rules';

/** /game-in-progress2: the multiplier caller. The game comes from the server, so a reload continues it. */
export function MultiplierCallerPage() {
  return (
    <ActiveGameGate returnTo="/multiplier">
      {(game) => <MultiplierCaller key={game.gameId} game={game} />}
    </ActiveGameGate>
  );
}

function MultiplierCaller({ game }: { game: ActiveGame }) {
  const { t } = useTranslation();
  useTellDisplaysLanguage();
  const stored = read(MULTIPLIER_KEYS.audioLanguage);
  // Multiplier: the top prize (highest stake x multiplier); another game type: its pot.
  const prize = topPrize(game.stakes, game.multiplier) ?? game.payoutToWinner ?? 0;
  return (
    <CallerScreen
      game={game}
      voice={isMultiplierVoice(stored) ? stored : 'male'}
      returnTo="/multiplier"
      countLabel={(n) => t('multiplier.caller.totalCalls', { n })}
      payoutLabel={t('multiplier.caller.winningAmount')}
      banner={() => (
        <Paper withBorder p="sm" radius="md" bg="green.0" data-testid="prize-banner">
          <Group justify="space-between" wrap="wrap">
            <Title order={3} data-testid="prize">
              {t('multiplier.caller.prize')}: {formatBirr(prize, { whole: false })}
            </Title>
            <Group gap="xs">
              {game.multiplier != null && (
                <Badge size="lg" color="grape" data-testid="multiplier-badge">
                  {t('multiplier.caller.multiplier', { m: game.multiplier })}
                </Badge>
              )}
              <Badge size="lg" variant="light">
                {t('multiplier.caller.totalBet', { amount: formatBirr(game.totalStakes, { whole: false }) })}
              </Badge>
            </Group>
          </Group>
        </Paper>
      )}
    >
      {({ loop }) => (
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 10 }}>
            <Paper withBorder p="sm" radius="md">
              <BingoBoard numbers={loop.numbers} shown={loop.shown} />
            </Paper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 2 }}>
            <Stack gap={4} align="center">
              <Text size="sm" fw={600}>
                {t('multiplier.caller.patterns')}
              </Text>
              {/* "All Common Patterns" rotates through its 14 shapes, one every 2 s. */}
              <PatternPreview patterns={game.winningPatterns as PatternName[]} />
            </Stack>
          </Grid.Col>
        </Grid>
      )}
    </CallerScreen>
  );
}
