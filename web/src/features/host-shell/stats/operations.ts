import { graphql } from '../../../gql';

/** AdminStats (GET /admin/stats): all-time totals, the wallet and the last 30 days. */
export const AdminStatsDocument = graphql(`
  query AdminStats {
    hostStats {
      totalProfit
      totalBetAmount
      totalGames
      wallet
      statsByPeriod {
        date
        gamesCount
        profit
      }
    }
  }
`);
