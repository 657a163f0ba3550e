import { graphql } from '../../gql';

export const MyGamesDocument = graphql(`
  query MyGames($page: Int!) {
    myGames(page: $page) {
      page
      totalPages
      games {
        gameId
        createdAt
        profit: profitSantim
        status
        gameType
      }
    }
  }
`);

/** GET /admin/stats as GraphQL: every Addis day of the range (default the last 30), newest first (server-side sums). */
export const HostStatsDocument = graphql(`
  query HostStats($range: StatsRangeInput) {
    hostStats(range: $range) {
      totalProfit: totalProfitSantim
      statsByPeriod {
        date
        profit: profitSantim
      }
    }
  }
`);
