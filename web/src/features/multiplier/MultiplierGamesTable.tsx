import { Badge, Group, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import { formatBirr } from '../../shared/money-format';
import { profitColor, stakeGroups } from './stats-rows';
import { StackTable } from '../../shared/tables/StackTable';

export const MultiplierGameRowFragment = graphql(`
  fragment MultiplierGameRow on StatsGame {
    gameId
    createdAt
    stakes: stakesSantim
    playingCards
    totalStakes: totalStakesSantim
    multiplier
    winnerCard
    payoutToWinner: payoutToWinnerSantim
    profit: profitSantim
    status
  }
`);

const dateTime = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { timeZone: 'Africa/Addis_Ababa', dateStyle: 'short', timeStyle: 'short' });

/** Multiplier games: Date, Bets grouped by stake with their cards, Total Bet, multiplier, Winner Card, Payout, Profit, Status. */
export function MultiplierGamesTable({
  games,
  testId = 'multiplier-games',
}: {
  games: readonly FragmentType<typeof MultiplierGameRowFragment>[];
  testId?: string;
}) {
  const { t } = useTranslation();
  const rows = games.map((g) => getFragmentData(MultiplierGameRowFragment, g));
  return (
    <div style={{ overflowX: 'auto' }}>
      <StackTable striped data-testid={testId}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('multiplier.stats.date')}</Table.Th>
            <Table.Th>{t('multiplier.shell.bets')}</Table.Th>
            <Table.Th>{t('multiplier.shell.totalBet')}</Table.Th>
            <Table.Th>{t('multiplier.shell.multiplier')}</Table.Th>
            <Table.Th>{t('multiplier.shell.winnerCard')}</Table.Th>
            <Table.Th>{t('multiplier.shell.payout')}</Table.Th>
            <Table.Th>{t('multiplier.shell.profit')}</Table.Th>
            <Table.Th>{t('multiplier.shell.status')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((g) => (
            <Table.Tr key={g.gameId} data-testid="multiplier-game-row">
              <Table.Td>{dateTime(g.createdAt)}</Table.Td>
              <Table.Td>
                <Stack gap={2}>
                  {stakeGroups(g.stakes, g.playingCards).map((s) => (
                    <Group key={s.stake} gap={4} wrap="nowrap">
                      <Badge variant="light" size="sm">
                        {formatBirr(s.stake)}
                      </Badge>
                      <Text size="xs">{t('multiplier.shell.cards', { cards: s.cards.join(', ') })}</Text>
                    </Group>
                  ))}
                </Stack>
              </Table.Td>
              <Table.Td>{formatBirr(g.totalStakes)}</Table.Td>
              <Table.Td>{g.multiplier == null ? '-' : `×${g.multiplier}`}</Table.Td>
              {/* The server answers the outcome only once it happened (docs/fairness.md#nothing-early). */}
              <Table.Td>{g.winnerCard ?? '-'}</Table.Td>
              <Table.Td>{g.payoutToWinner == null ? '-' : formatBirr(g.payoutToWinner, { whole: false })}</Table.Td>
              <Table.Td c={g.profit == null ? undefined : profitColor(g.profit)}>
                {g.profit == null ? '-' : formatBirr(g.profit, { whole: false })}
              </Table.Td>
              <Table.Td>{g.status}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </StackTable>
    </div>
  );
}
