import { Group, NativeSelect, Paper, ScrollArea, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatBirr } from '../../shared/money-format';
import { STAKE_OPTIONS, selectedCards, totalStake, winningAmount, type Stakes } from './multiplier-rules';

const birr = (amount: number) => formatBirr(amount * 100, { whole: false });

/** "Betting Amounts": each selected card ("Cartella N") with its own stake, what it would win, the total. */
export function StakeList({
  stakes,
  onStake,
  multiplierBp,
}: {
  stakes: Stakes;
  onStake: (card: number, stake: number) => void;
  multiplierBp: number | null;
}) {
  const { t } = useTranslation();
  const cards = selectedCards(stakes);
  return (
    <Stack gap="xs" data-testid="stake-list">
      <Text fw={700}>{t('multiplier.setup.bets')}</Text>
      {cards.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('multiplier.setup.noCards')}
        </Text>
      )}
      <ScrollArea.Autosize mah={360} type="auto" scrollbars="y">
        <Stack gap={6} pr={6}>
          {cards.map((card) => {
            const wins = winningAmount(stakes[card]!, multiplierBp);
            return (
              <Group key={card} gap={6} wrap="nowrap" justify="space-between" data-testid={`stake-row-${card}`}>
                <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                  {t('multiplier.setup.cartella', { n: card })}
                </Text>
                <NativeSelect
                  size="xs"
                  aria-label={t('multiplier.setup.stakeOf', { n: card })}
                  name={`stake-${card}`}
                  value={String(stakes[card])}
                  onChange={(e) => onStake(card, Number(e.currentTarget.value))}
                  data={STAKE_OPTIONS.map((s) => String(s))}
                  w={64}
                />
                <Text size="xs" c="dimmed" ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {wins === null ? '' : t('multiplier.setup.wins', { amount: birr(wins) })}
                </Text>
              </Group>
            );
          })}
        </Stack>
      </ScrollArea.Autosize>
      <Paper withBorder p="xs" radius="md" bg="gray.0">
        <Group justify="space-between">
          <Text size="sm">{t('multiplier.setup.total')}</Text>
          <Text fw={700} data-testid="stake-total">
            {birr(totalStake(stakes))}
          </Text>
        </Group>
        {multiplierBp !== null && (
          <Group justify="space-between">
            <Text size="sm">{t('multiplier.setup.multiplier')}</Text>
            <Text fw={700} data-testid="multiplier-preview">
              ×{multiplierBp / 10_000}
            </Text>
          </Group>
        )}
      </Paper>
    </Stack>
  );
}
