import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';

export const ActiveGameDocument = graphql(`
  query ActiveGame {
    activeGame {
      gameId
      gameType
      status
      callSpeed
      calledNumbers
      callsRevealed
      paused
      commitment
      seed
      bettingAmount: bettingAmountSantim
      totalStakes: totalStakesSantim
      stakes: stakesSantim
      multiplier
      payoutToWinner: payoutToWinnerSantim
      commissionRate
      cardPaletteNumbers
      winningPatterns
      houseCardCount
      houseWin
      winningCard
      winningCalls
      wonAtCall
      isJackpotGame
      jackpotPool: jackpotPoolSantim
      playingCards {
        paletteNumber
        numbers {
          B
          I
          N
          G
          O
        }
      }
      claims {
        cardNumber
        result
        prefixLength
        payout: payoutSantim
      }
    }
  }
`);

export const UpdateGameProgressDocument = graphql(`
  mutation UpdateGameProgress($input: GameProgressInput!) {
    updateGameProgress(input: $input) {
      gameId
      callsRevealed
      paused
      status
    }
  }
`);

export const CheckWinnerDocument = graphql(`
  mutation CheckWinner($input: CheckWinnerInput!) {
    checkWinner(input: $input) {
      gameId
      cardNumber
      isWinner
      locked
      payout: payoutSantim
      prefixLength
      winnersOnCall
      card {
        paletteNumber
        numbers {
          B
          I
          N
          G
          O
        }
      }
      results {
        pattern
        isWinner
        cells
        completedAtCall
        lastCalledNumber
      }
    }
  }
`);

export const EndGameDocument = graphql(`
  mutation EndGame($gameId: ID!) {
    endGame(gameId: $gameId) {
      gameId
      status
      seed
      commitment
      endedAt
    }
  }
`);

export function useActiveGame() {
  return useQuery(ActiveGameDocument, { fetchPolicy: 'network-only' });
}

export function useUpdateGameProgress() {
  return useMutation(UpdateGameProgressDocument);
}

export function useCheckWinner() {
  return useMutation(CheckWinnerDocument);
}

export function useEndGame() {
  return useMutation(EndGameDocument);
}
