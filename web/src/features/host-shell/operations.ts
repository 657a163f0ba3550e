import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql';

export const FreeGameSchedulesDocument = graphql(`
  query FreeGameSchedules {
    freeGameSchedules {
      id
      scheduledDateTime
      status
    }
  }
`);

export const FreeGameHistoryDocument = graphql(`
  query FreeGameHistory {
    freeGameHistory {
      id
      scheduledDateTime
      status
      usedAt
      gameCreatedAt
    }
  }
`);

export const ScheduleFreeGameDocument = graphql(`
  mutation ScheduleFreeGame($input: ScheduleFreeGameInput!) {
    scheduleFreeGame(input: $input) {
      id
    }
  }
`);

export const ScheduleFreeGamesBulkDocument = graphql(`
  mutation ScheduleFreeGamesBulk($input: BulkScheduleInput!) {
    scheduleFreeGamesBulk(input: $input) {
      count
      refused {
        scheduledDateTime
        reason
      }
    }
  }
`);

export const ScheduleFreeGamesRandomDocument = graphql(`
  mutation ScheduleFreeGamesRandom($input: RandomScheduleInput!) {
    scheduleFreeGamesRandom(input: $input) {
      count
    }
  }
`);

export const RescheduleFreeGameDocument = graphql(`
  mutation RescheduleFreeGame($id: ID!, $input: ScheduleFreeGameInput!) {
    rescheduleFreeGame(id: $id, input: $input) {
      id
      scheduledDateTime
    }
  }
`);

export const CancelFreeGameDocument = graphql(`
  mutation CancelFreeGame($id: ID!) {
    cancelFreeGame(id: $id)
  }
`);

export const CancelAllFreeGamesDocument = graphql(`
  mutation CancelAllFreeGames {
    cancelAllFreeGames
  }
`);

export const ShellGamesDocument = graphql(`
  query ShellGames($page: Int!) {
    myGames(page: $page) {
      page
      totalPages
      totalGames
      games {
        gameId
        createdAt
        gameType
        bettingAmount: bettingAmountSantim
        stakes: stakesSantim
        players
        status
        totalStakes: totalStakesSantim
        profit: profitSantim
      }
    }
  }
`);

export const ShellWalletDocument = graphql(`
  query ShellWallet {
    me {
      id
      username
      walletBalance: walletBalanceSantim
    }
  }
`);

export const JackpotHistoryDocument = graphql(`
  query JackpotHistory {
    jackpotHistory {
      id
      createdAt
      amount: amountSantim
      winnerCard
    }
  }
`);

export const HouseStatsDocument = graphql(`
  query HouseStats {
    houseGameStats {
      totalGames
      totalProfit: totalProfitSantim
      houseWins
      losingGames
    }
    houseDailyProfitLoss {
      date
      gamesCount
      profit: profitSantim
    }
  }
`);

/** Detailed Games tab: the signed-in host's house games by Addis day (the query takes the host's id). */
export const HouseGamesByDayDocument = graphql(`
  query HouseGamesByDay($hostId: ID!) {
    houseGamesByDay(hostId: $hostId) {
      date
      games {
        gameId
        createdAt
        bettingAmount: bettingAmountSantim
        numberOfPlayers
        houseCardCount
        houseWin
        status
        profit: profitSantim
      }
    }
  }
`);

export function useScheduleFreeGame() {
  return useMutation(ScheduleFreeGameDocument);
}
export function useScheduleFreeGamesBulk() {
  return useMutation(ScheduleFreeGamesBulkDocument);
}
export function useScheduleFreeGamesRandom() {
  return useMutation(ScheduleFreeGamesRandomDocument);
}
export function useRescheduleFreeGame() {
  return useMutation(RescheduleFreeGameDocument);
}
export function useCancelFreeGame() {
  return useMutation(CancelFreeGameDocument);
}
export function useCancelAllFreeGames() {
  return useMutation(CancelAllFreeGamesDocument);
}
