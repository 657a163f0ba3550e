import '../../shared/i18n/operator.i18n';
import { Badge, Group, Paper, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatBirr } from '../../shared/money-format';
import type { ActiveGame } from '../../game/caller/ActiveGameGate';
import type { Winner } from '../../game/caller/useCardCheck';
import { payoutFigure } from './payout-figure';

const exact = (santim: number) => formatBirr(santim, { whole: false });

/**
 * The caller's payout banner: the one figure a winner is paid, exact to the santim (the results
 * dialog shows the same), the split once winners share a call (kept after Close), and what makes
 * up the pot: stakes, bonus and free-game share (docs/screens.md#caller-rules).
 */
export function PayoutBanner({ game, winners }: { game: ActiveGame; winners: readonly Winner[] }) {
  const { t } = useTranslation();
  const f = payoutFigure(game, winners);
  const split = f.shares.length > 1;
  const parts = [t('operator.payout.stakes', { amount: exact(f.stakes) })];
  if (f.bonus > 0) parts.push(t('operator.payout.bonus', { amount: exact(f.bonus) }));
  if (f.free > 0) parts.push(t('operator.payout.free', { amount: exact(f.free) }));
  return (
    <Paper withBorder p="sm" radius="md" bg="orange.0" data-testid="payout-banner">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Group gap="xs" align="baseline">
          <Title order={3} data-testid="payout-amount">
            {t('game.payout')}: {exact(f.shares[f.shares.length - 1]!)}
          </Title>
          {split && (
            <Badge size="lg" color="orange" data-testid="payout-split-badge">
              {t('operator.payout.perWinner', { n: f.shares.length })}
            </Badge>
          )}
        </Group>
        <Group gap="xs">
          <Badge size="lg" color={game.gameType === 'house' ? 'grape' : 'blue'}>
            {t(`gameTypes.${game.gameType}`, { defaultValue: game.gameType })}
          </Badge>
          {game.isJackpotGame && (
            <Badge size="lg" color="yellow">
              {t('game.jackpot')}: {exact(game.jackpotPool)}
            </Badge>
          )}
        </Group>
      </Group>
      {split && (
        <Text size="sm" fw={600} data-testid="payout-split">
          {t('operator.payout.split', {
            n: f.shares.length,
            call: f.call,
            shares: f.shares.map(exact).join(' + '),
            pot: exact(f.pot),
          })}
        </Text>
      )}
      {(f.bonus > 0 || f.free > 0) && (
        <Text size="sm" data-testid="payout-parts" title={t('operator.payout.explain')}>
          {parts.join(' + ')} = {exact(f.pot)}
        </Text>
      )}
    </Paper>
  );
}
