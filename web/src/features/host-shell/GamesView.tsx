import '../../shared/i18n/backoffice.i18n';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { Alert, Button, Center, Paper, Table, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShellGamesQuery } from '../../gql/graphql';
import { errorMessage } from '../../shared/api-errors';
import { EthiopianWhen } from '../../shared/calendar/EthiopianWhen';
import { formatBirr } from '../../shared/money-format';
import { dateTime } from '../../shared/dates';
import { VerifyLink } from '../../game/history/VerifyLink';
import { CenteredLoader } from './CenteredLoader';
import { ShellGamesDocument, ShellWalletDocument } from './operations';
import { GameStatusText } from '../../game/history/GameStatusText';
import { StackTable } from '../../shared/tables/StackTable';

type Game = ShellGamesQuery['myGames']['games'][number];

/** AdminGames: wallet heading, the games table, "Showing N out of M games", Load More. */
export function GamesView() {
  const { t, i18n } = useTranslation();
  const client = useApolloClient();
  const wallet = useQuery(ShellWalletDocument, { fetchPolicy: 'network-only' });
  const [games, setGames] = useState<Game[]>([]);
  const [page, setPage] = useState(0);
  const [totals, setTotals] = useState({ totalPages: 0, totalGames: 0 });
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function load(next: number) {
    setLoading(true);
    try {
      const { data } = await client.query({
        query: ShellGamesDocument,
        variables: { page: next },
        fetchPolicy: 'network-only',
      });
      if (data) {
        setGames((g) => (next === 1 ? data.myGames.games : [...g, ...data.myGames.games]));
        setTotals({ totalPages: data.myGames.totalPages, totalGames: data.myGames.totalGames });
        setPage(next);
      }
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setLoading(false);
    }
  }
  useEffect(() => {
    void load(1);
    // The first page once, on arrival; the pager loads the others.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <>
      <Title order={3} mb="md" data-testid="games-wallet">
        {t('header.wallet')}: {wallet.data ? formatBirr(wallet.data.me.walletBalance) : '…'}
      </Title>
      {error && <Alert color="red">{error}</Alert>}
      {loading && page === 0 && <CenteredLoader />}
      <Paper withBorder radius="md" style={{ overflowX: 'auto' }}>
        <StackTable striped data-testid="shell-games">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('bo.date')}</Table.Th>
              <Table.Th>{t('bo.betAmount')}</Table.Th>
              <Table.Th>{t('bo.players')}</Table.Th>
              <Table.Th>{t('bo.status')}</Table.Th>
              <Table.Th>{t('bo.totalBet')}</Table.Th>
              <Table.Th>{t('bo.profit')}</Table.Th>
              <Table.Th>{t('verifyLink.column')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {games.map((g) => (
              <Table.Tr key={g.gameId}>
                <Table.Td>
                  {dateTime(g.createdAt, i18n.language)}
                  <EthiopianWhen iso={g.createdAt} />
                </Table.Td>
                <Table.Td>
                  {g.bettingAmount != null
                    ? formatBirr(g.bettingAmount)
                    : g.stakes.map((s) => Math.round(s / 100)).join(', ')}
                </Table.Td>
                <Table.Td>{g.players}</Table.Td>
                <Table.Td>
                  <GameStatusText status={g.status} />
                </Table.Td>
                <Table.Td>{formatBirr(g.totalStakes)}</Table.Td>
                <Table.Td c={g.profit != null && g.profit < 0 ? 'red' : undefined}>
                  {g.profit == null ? '—' : formatBirr(g.profit)}
                </Table.Td>
                <Table.Td>
                  <VerifyLink gameId={g.gameId} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </StackTable>
      </Paper>
      <Text mt="sm" data-testid="games-showing">
        {t('shell.showing', { n: games.length, m: totals.totalGames })}
      </Text>
      {page < totals.totalPages && (
        <Center mt="sm">
          <Button onClick={() => void load(page + 1)} disabled={loading} loading={loading} data-testid="load-more">
            {t('shell.loadMore')}
          </Button>
        </Center>
      )}
    </>
  );
}
