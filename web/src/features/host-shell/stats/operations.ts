import { graphql } from '../../../gql';

/** AdminStats (GET /admin/stats): all-time totals, the wallet and the last 30 days. */
export const AdminStatsDocument = graphql(`
  query AdminStats {
    hostStats {
      totalProfit: totalProfitSantim
      totalBetAmount: totalBetAmountSantim
      totalGames
      wallet: walletSantim
      statsByPeriod {
        date
        gamesCount
        profit: profitSantim
      }
    }
  }
`);
