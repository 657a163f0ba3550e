import { useMutation } from '@apollo/client/react';
import { graphql } from '../gql';
import { useIdempotentMutation } from '../shared/idempotency/idempotency-key';

/** Every host in scope with its aggregates (owner and super-admin tables). */
export const ManagedHostsDocument = graphql(`
  query ManagedHosts {
    hosts {
      id
      username
      walletBalance: walletBalanceSantim
      isBlocked
      commissionRate
      cardSet
      lastLoginAt
      stats {
        todayProfit: todayProfitSantim
        gamesToday
        weekProfit: weekProfitSantim
        monthProfit: monthProfitSantim
        totalProfit: totalProfitSantim
        avgMonthProfit: avgMonthProfitSantim
        avgAllTimeProfit: avgAllTimeProfitSantim
        totalGames
        last30Days {
          date
          profit: profitSantim
          gamesCount
        }
        last12WeeksProfits {
          week
          profit: profitSantim
        }
        last12MonthsProfits {
          month
          profit: profitSantim
        }
      }
    }
  }
`);

export const WalletTransactionsDocument = graphql(`
  query WalletTransactions {
    walletTransactions {
      date
      toAdmin
      amount: amountSantim
      kind
    }
  }
`);

export const HostLastGamesDocument = graphql(`
  query HostLastGames($hostId: ID, $limit: Int!) {
    lastGames(hostId: $hostId, limit: $limit) {
      gameId
      createdAt
      hostUsername
      gameType
      bettingAmount: bettingAmountSantim
      stakes: stakesSantim
      players
      payoutToWinner: payoutToWinnerSantim
      totalStakes: totalStakesSantim
      profit: profitSantim
      status
      endReason
      abandonedAtCall
      missedClaims {
        cardNumber
        call
      }
    }
  }
`);

export const SetHostBlockedDocument = graphql(`
  mutation SetHostBlocked($hostId: ID!, $blocked: Boolean!) {
    setHostBlocked(hostId: $hostId, blocked: $blocked) {
      id
      isBlocked
    }
  }
`);

export const RegisterHostDocument = graphql(`
  mutation RegisterHost($input: RegisterHostInput!) {
    registerHost(input: $input) {
      id
      username
      walletBalance: walletBalanceSantim
      cardSet
    }
  }
`);

export const SetCommissionRateDocument = graphql(`
  mutation SetCommissionRate($input: CommissionRateInput!) {
    setCommissionRate(input: $input) {
      id
      commissionRate
    }
  }
`);

export function useSetHostBlocked() {
  return useMutation(SetHostBlockedDocument);
}

export function useRegisterHost() {
  return useIdempotentMutation(RegisterHostDocument);
}

export function useSetCommissionRate() {
  return useMutation(SetCommissionRateDocument);
}
