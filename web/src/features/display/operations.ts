import { useMutation, useQuery } from '@apollo/client/react';
import type { ResultOf } from '@graphql-typed-document-node/core';
import { graphql } from '../../gql';

/** No sign-in: the display spends the operator's code for its display token. */
export const PairDisplayDocument = graphql(`
  mutation PairDisplay($input: PairDisplayInput!) {
    pairDisplay(input: $input) {
      token
      expiresAt
    }
  }
`);

export function usePairDisplay() {
  return useMutation(PairDisplayDocument);
}

/** The whole screen, pushed on the display's own socket (display token in connection_init). */
export const DisplayFeedDocument = graphql(`
  subscription DisplayFeed {
    displayFeed {
      hallName
      hallCode
      language
      voice
      voicePackUrl
      announcements {
        title
        body
      }
      linkedJackpot {
        name
        amountSantim
        lastWin {
          hallName
          amountSantim
        }
      }
      game {
        gameId
        commitment
        calledNumbers
        paused
        pauseReason
        prizeSantim
        winningPatterns
        houseWin
        claim {
          cardNumber
          isWinner
          pattern
          payoutSantim
          prefixLength
          cells
          winningCells
        }
      }
    }
  }
`);

export type DisplayFrame = ResultOf<typeof DisplayFeedDocument>['displayFeed'];

/** Game recall: an ended game as its owner or the super admin may read it (the game query). */
export const RecallGameDocument = graphql(`
  query RecallGame($gameId: ID!) {
    game(gameId: $gameId) {
      gameId
      status
      hostId
      commitment
      calledNumbers
      callSpeed
      winningPatterns
      houseWin
      winningCalls
      totalStakes: totalStakesSantim
      commissionRate
      freeAmount: freeAmountSantim
      totalBonusAmount: totalBonusAmountSantim
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
        pattern
        payout: payoutSantim
      }
    }
  }
`);

export type RecalledGame = NonNullable<ResultOf<typeof RecallGameDocument>['game']>;

export function useRecallGame(gameId: string) {
  return useQuery(RecallGameDocument, { variables: { gameId } });
}
