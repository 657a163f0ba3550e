import { useDeferredQuery, useDeferredSubscription } from '../../shared/apollo/deferred';
import { graphql } from '../../gql';

export const DashboardMeDocument = graphql(`
  query DashboardMe {
    me {
      id
      username
      role
      api
      cardSet
      walletBalance: walletBalanceSantim
    }
  }
`);

/** The wallet and profile fill in when they arrive: the dashboard does not wait for them. */
export function useMe() {
  return useDeferredQuery(DashboardMeDocument, { fetchPolicy: 'cache-and-network' });
}

/** The host's game in progress, if any (server state: a reload or another device sees the same). */
export const RunningGameDocument = graphql(`
  query RunningGame {
    activeGame {
      gameId
      gameType
      callsRevealed
    }
  }
`);

export function useRunningGame() {
  return useDeferredQuery(RunningGameDocument, { fetchPolicy: 'network-only' });
}

/** A change of the host's games from any of its screens (a start, play, pause, end). */
export const HostGamesDocument = graphql(`
  subscription HostGames {
    hostGames {
      kind
      gameId
    }
  }
`);

/**
 * The running game as the server knows it, asked again whenever another screen of the host starts
 * or ends a game: the watched RunningGame query follows the cache the new answer writes.
 */
export function useRunningGameFollowsHost(): void {
  useDeferredSubscription(HostGamesDocument, (_change, client) => {
    void client.query({ query: RunningGameDocument, fetchPolicy: 'network-only' }).catch(() => undefined);
  });
}

/** Scheduled free-game slots, soonest first (the server voids the expired ones as it reads). */
export const DashboardFreeGamesDocument = graphql(`
  query DashboardFreeGames {
    freeGameSchedules {
      id
      scheduledDateTime
    }
    me {
      id
      commissionRate
    }
  }
`);

/** Asked again every minute: a slot falls due while the dashboard stays open. */
export function useDashboardFreeGames() {
  return useDeferredQuery(DashboardFreeGamesDocument, { fetchPolicy: 'network-only', pollInterval: 60_000 });
}
