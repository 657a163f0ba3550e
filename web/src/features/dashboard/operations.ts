import { useDeferredQuery } from '../../shared/apollo/deferred';
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
