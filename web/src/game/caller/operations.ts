import { useMutation, useQuery, useSubscription } from '@apollo/client/react';
import type { ResultOf } from '@graphql-typed-document-node/core';
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
      nextCallAt
      serverTime
      commitment
      seed
      bettingAmount: bettingAmountSantim
      totalStakes: totalStakesSantim
      stakes: stakesSantim
      multiplier
      payoutToWinner: payoutToWinnerSantim
      baseAmount: baseAmountSantim
      totalBonusAmount: totalBonusAmountSantim
      freeAmount: freeAmountSantim
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

/** What the caller follows of the server's clock (polled; docs/fairness.md#nothing-early). */
export const GameClockFragment = graphql(`
  fragment GameClockFields on Game {
    gameId
    status
    calledNumbers
    callsRevealed
    paused
    nextCallAt
    serverTime
    houseWin
    winningCard
    winningCalls
  }
`);

export const GameClockDocument = graphql(`
  query GameClock($gameId: ID!) {
    game(gameId: $gameId) {
      ...GameClockFields
    }
  }
`);

export const PlayGameDocument = graphql(`
  mutation PlayGame($gameId: ID!) {
    playGame(gameId: $gameId) {
      ...GameClockFields
    }
  }
`);

export const PauseGameDocument = graphql(`
  mutation PauseGame($gameId: ID!) {
    pauseGame(gameId: $gameId) {
      ...GameClockFields
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

/** The game's clock as the server answers it: read once, then again when asked (refetch); events do the rest. */
export function useGameClock(gameId: string) {
  return useQuery(GameClockDocument, { variables: { gameId }, fetchPolicy: 'network-only' });
}

/**
 * The game's events pushed over the WebSocket (docs/fairness.md): each call when the server's
 * clock makes it due, pause and resume, judged checks, the house win, the end. Every (re)subscribe
 * starts with the calls so far and the state, so a reconnect continues where the game is.
 */
export const GameEventsDocument = graphql(`
  subscription GameEvents($gameId: ID!) {
    gameEvents(gameId: $gameId) {
      kind
      at
      index
      number
      nextCallAt
      claim {
        cardNumber
        isWinner
      }
      reason
      missedClaim {
        cardNumber
        pattern
        call
      }
    }
  }
`);

export type PushedEvent = NonNullable<ResultOf<typeof GameEventsDocument>['gameEvents']>;

export function useGameEvents(gameId: string, onEvent: (event: PushedEvent) => void) {
  useSubscription(GameEventsDocument, {
    variables: { gameId },
    onData: ({ data }) => {
      const event = data.data?.gameEvents;
      if (event) onEvent(event);
    },
  });
}

export function usePlayGame() {
  return useMutation(PlayGameDocument);
}

export function usePauseGame() {
  return useMutation(PauseGameDocument);
}

export function useCheckWinner() {
  return useMutation(CheckWinnerDocument);
}

export function useEndGame() {
  return useMutation(EndGameDocument);
}

/** The language the caller runs in: the host's room displays follow it (their feed pushes it). */
export const SetCallerLanguageDocument = graphql(`
  mutation SetCallerLanguage($input: CallerLanguageInput!) {
    setCallerLanguage(input: $input) {
      callerLanguage
    }
  }
`);

export function useSetCallerLanguage() {
  return useMutation(SetCallerLanguageDocument);
}
