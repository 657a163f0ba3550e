import { useQuery } from '@apollo/client/react';
import { addisDayKey, amharicWeekday } from '@bingo/core';
import { Alert, Paper, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EthiopianWhen } from '../../shared/calendar/EthiopianWhen';
import { formatBirr } from '../../shared/money-format';
import { HouseGamesByDayDocument, ShellWalletDocument } from './operations';
import { CenteredLoader } from './CenteredLoader';
import { GameStatusText } from '../../game/history/GameStatusText';
import { StackTable } from '../../shared/tables/StackTable';

const time = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'Africa/Addis_Ababa',
  }).format(new Date(iso));

/**
 * Online Games Dashboard, Detailed Games: date-time (Amharic weekday), stake, players, online
 * players, house card count, status, profit. "Online players" is everyone the game's audience
 * sees playing: the hall's cards plus the house's (docs/games-and-money.md#game-types calls the house cards online players).
 */
export function HouseDetailTab() {
  const { t } = useTranslation();
  const me = useQuery(ShellWalletDocument);
  const hostId = me.data?.me.id;
  const { data, loading, error } = useQuery(HouseGamesByDayDocument, {
    variables: { hostId: hostId ?? '' },
    skip: !hostId,
    fetchPolicy: 'network-only',
  });
  if (me.error || error) return <Alert color="red">{t('bo.fetchFailed')}</Alert>;
  if (!data || loading) return <CenteredLoader />;
  const games = data.houseGamesByDay.flatMap((d) => d.games);
  if (games.length === 0) return <Text c="dimmed">{t('hs.house.empty')}</Text>;
  return (
    <Paper withBorder radius="md" style={{ overflowX: 'auto' }}>
      <StackTable striped data-testid="house-detail" style={{ whiteSpace: 'nowrap' }}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('hs.house.dateTime')}</Table.Th>
            <Table.Th ta="right">{t('hs.house.stake')}</Table.Th>
            <Table.Th ta="right">{t('hs.house.players')}</Table.Th>
            <Table.Th ta="right">{t('hs.house.online')}</Table.Th>
            <Table.Th ta="right">{t('hs.house.houseCards')}</Table.Th>
            <Table.Th>{t('bo.status')}</Table.Th>
            <Table.Th ta="right">{t('bo.profit')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {games.map((g) => (
            <Table.Tr key={g.gameId} data-testid="house-detail-row">
              <Table.Td>
                {amharicWeekday(new Date(g.createdAt))} {addisDayKey(new Date(g.createdAt))} {time(g.createdAt)}
                <EthiopianWhen iso={g.createdAt} />
              </Table.Td>
              <Table.Td ta="right">{g.bettingAmount != null ? formatBirr(g.bettingAmount) : '—'}</Table.Td>
              <Table.Td ta="right">{g.numberOfPlayers}</Table.Td>
              <Table.Td ta="right">{g.numberOfPlayers + g.houseCardCount}</Table.Td>
              <Table.Td ta="right">{g.houseCardCount}</Table.Td>
              <Table.Td>
                <GameStatusText status={g.status} />
              </Table.Td>
              <Table.Td ta="right" c={g.profit == null ? undefined : g.profit < 0 ? 'red' : 'green'}>
                {g.profit == null ? '—' : formatBirr(g.profit)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </StackTable>
    </Paper>
  );
}
