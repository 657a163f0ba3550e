import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';

/** /abazh: the wallet, and the commission rate for the multiplier preview. */
export const MultiplierSetupDocument = graphql(`
  query MultiplierSetup {
    me {
      id
      walletBalance: walletBalanceSantim
      commissionRate
    }
  }
`);

/** /multiplier: wallet, a game to continue, today's multiplier games (the figures are added up from them). */
export const MultiplierHomeDocument = graphql(`
  query MultiplierHome($today: StatsRangeInput!) {
    me {
      id
      walletBalance: walletBalanceSantim
    }
    activeGame {
      gameId
      gameType
      callsRevealed
    }
    multiplierGames(range: $today) {
      games {
        gameId
        ...MultiplierGameRow
      }
    }
  }
`);

/** /multiplierStats ("Bingo Stats"): every host in scope (a host: itself). */
export const BingoStatsDocument = graphql(`
  query BingoStats {
    allMultiplierStats {
      totalGames
      totalProfit: totalProfitSantim
      games {
        gameId
        createdAt
        numberOfPlayers
        totalStakes: totalStakesSantim
        payoutToWinner: payoutToWinnerSantim
        status
      }
      adminsSummary {
        ...AdminProfitSummary
      }
    }
    multiplierGameStats {
      totalGames
      totalBettingAmount: totalBettingAmountSantim
      totalPayoutToWinners: totalPayoutToWinnersSantim
      totalProfit: totalProfitSantim
      averageProfit: averageProfitSantim
      losingGames
    }
    multiplierDailyProfits {
      date
      profit: profitSantim
    }
  }
`);

/** Host shell, AdminMultiplierBingoStats: Detailed Info and Profit Summary. */
export const AdminMultiplierStatsDocument = graphql(`
  query AdminMultiplierStats {
    multiplierGames {
      totalGames
      totalProfit: totalProfitSantim
      games {
        gameId
        ...MultiplierGameRow
      }
    }
    multiplierDailyProfits {
      date
      profit: profitSantim
      gamesCount
    }
  }
`);

export function useMultiplierSetup() {
  return useQuery(MultiplierSetupDocument, { fetchPolicy: 'cache-and-network' });
}
