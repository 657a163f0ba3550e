import '../../shared/i18n/backoffice.i18n';
import '../../shared/i18n/display.i18n';
import { Anchor, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { dateTime } from '../../shared/dates';
import { formatBirr } from '../../shared/money-format';
import { VerifyLink } from './VerifyLink';
import { GameStatusText } from './GameStatusText';
import { StackTable } from '../../shared/tables/StackTable';

/**
 * A games list: Date and time, Betting Amount, Players, Winning Amount, Profit, Status; with
 * `recall`, a link that replays an ended game on the room display (docs/screens.md#game-recall).
 */
export function GamesTable({
  games,
  recall = false,
}: {
  recall?: boolean;
  games: readonly {
    gameId: string;
    createdAt: string;
    hostUsername?: string;
    bettingAmount?: number | null;
    stakes: readonly number[];
    players: number;
    /** Null until the game's outcome is settled (docs/fairness.md#nothing-early). */
    payoutToWinner: number | null;
    profit: number | null;
    status: string;
    /** ABANDONED: ended before anyone won, at abandonedAtCall. */
    endReason?: string | null;
    abandonedAtCall?: number | null;
    /** Cards that completed and were never claimed (docs/fairness.md#missed-claims). */
    missedClaims?: { cardNumber: number; call: number }[] | null;
  }[];
}) {
  const { t, i18n } = useTranslation();
  const showHost = games.some((g) => g.hostUsername);
  return (
    // One line per cell: dates and amounts stay readable; a narrow screen scrolls the box sideways.
    <StackTable striped data-testid="games-table" style={{ whiteSpace: 'nowrap' }}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('bo.dateTime')}</Table.Th>
          {showHost && <Table.Th>{t('bo.username')}</Table.Th>}
          <Table.Th>{t('bo.betAmount')}</Table.Th>
          <Table.Th>{t('bo.players')}</Table.Th>
          <Table.Th>{t('bo.winningAmount')}</Table.Th>
          <Table.Th>{t('bo.profit')}</Table.Th>
          <Table.Th>{t('bo.status')}</Table.Th>
          <Table.Th>{t('verifyLink.column')}</Table.Th>
          {recall && <Table.Th />}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {games.map((g) => (
          <Table.Tr key={g.gameId} data-testid="game-row">
            <Table.Td>{dateTime(g.createdAt, i18n.language)}</Table.Td>
            {showHost && <Table.Td>{g.hostUsername}</Table.Td>}
            <Table.Td>
              {g.bettingAmount != null
                ? formatBirr(g.bettingAmount)
                : g.stakes.map((s) => Math.round(s / 100)).join(', ')}
            </Table.Td>
            <Table.Td>{g.players}</Table.Td>
            <Table.Td>{g.payoutToWinner == null ? '—' : formatBirr(g.payoutToWinner)}</Table.Td>
            <Table.Td c={g.profit == null ? undefined : g.profit < 0 ? 'red' : 'green'}>
              {g.profit == null ? '—' : formatBirr(g.profit)}
            </Table.Td>
            <Table.Td data-testid="game-status">
              <GameStatusText status={g.status} endReason={g.endReason} abandonedAtCall={g.abandonedAtCall} />
              {!!g.missedClaims?.length && (
                <div data-testid="game-missed-claims">
                  {t('game.missedClaims', {
                    cards: g.missedClaims.map((m) => t('game.missedClaimCard', m)).join(', '),
                  })}
                </div>
              )}
            </Table.Td>
            <Table.Td>
              <VerifyLink gameId={g.gameId} />
            </Table.Td>
            {recall && (
              <Table.Td>
                {g.status === 'ENDED' && (
                  <Anchor href={`/display/recall/${g.gameId}`} target="_blank" data-testid="recall-link">
                    {t('display.recall.open')}
                  </Anchor>
                )}
              </Table.Td>
            )}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </StackTable>
  );
}
