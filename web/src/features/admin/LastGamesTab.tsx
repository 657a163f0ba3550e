import { useQuery } from '@apollo/client/react';
import { Alert, Paper } from '@mantine/core';
import { errorMessage } from '../../shared/api-errors';
import { GamesTable } from '../../game/history/GamesTable';
import { HostLastGamesDocument } from '../../hosts/operations';

/** "Last 50" games of every host, newest first: the seed's list is titled 50 but cut at 200. */
export function LastGamesTab() {
  const { data, error } = useQuery(HostLastGamesDocument, { variables: { limit: 200 }, fetchPolicy: 'network-only' });
  if (error) return <Alert color="red">{errorMessage(error)}</Alert>;
  return (
    <Paper withBorder style={{ overflowX: 'auto' }}>
      {data && <GamesTable games={data.lastGames} recall />}
    </Paper>
  );
}
