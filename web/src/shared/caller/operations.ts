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
      bettingAmount
      totalStakes
      stakes
      multiplier
      payoutToWinner
      commissionRate
      cardPaletteNumbers
      winningPatterns
      houseCardCount
      houseWin
      winningCard
      winningCalls
      wonAtCall
      isJackpotGame
      jackpotPool
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
        payout
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
      payout
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
