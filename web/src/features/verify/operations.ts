import { isApiErrorCode, type ApiErrorCode } from '@bingo/core';
import type { PublicGameQuery, PublicGameQueryVariables } from '../../gql/graphql';

/**
 * The page's one operation, sent as text: codegen reads it through the magic comment and types it
 * (PublicGameQuery), and the page needs neither graphql-js's printer nor the document's AST
 * (~7 KB gzip on a slow phone network).
 */
const PUBLIC_GAME = /* GraphQL */ `
  query PublicGame($ref: String!) {
    publicGame(ref: $ref) {
      gameId
      publicCode
      hallName
      gameType
      cardSetName
      startedAt
      status
      endedAt
      commitment
      callSpeed
      winningPatterns
      calledNumbers
      callsRevealed
      paused
      nextCallAt
      serverTime
      seed
      cards {
        paletteNumber
        house
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
        callIndex
        result
        pattern
        payoutSantim
      }
      bettingAmountSantim
      payoutToWinnerSantim
      jackpotAwardedSantim
      winningCard
      winningCalls
      houseWin
      abandonedAtCall
      pauseReason
      missedClaims {
        cardNumber
        pattern
        call
      }
    }
  }
`;

export type PublicGame = PublicGameQuery['publicGame'];

/** NETWORK: the server could not be reached (or answered something that is not GraphQL). */
export type PublicGameFailure = ApiErrorCode | 'NETWORK';

export type PublicGameAnswer = { game: PublicGame } | { failure: PublicGameFailure };

/**
 * The public read without the Apollo Client (this page is a light entry of its own, for a phone on
 * a slow network): one POST to /graphql; failures by code (web/src/shared/api-errors.ts's rule).
 */
export async function fetchPublicGame(ref: string, signal?: AbortSignal): Promise<PublicGameAnswer> {
  try {
    const res = await fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: PUBLIC_GAME, variables: { ref } satisfies PublicGameQueryVariables }),
      signal,
    });
    const body = (await res.json()) as {
      data?: PublicGameQuery | null;
      errors?: { extensions?: { appCode?: unknown } }[];
    };
    if (body.data?.publicGame) return { game: body.data.publicGame };
    const code = body.errors?.[0]?.extensions?.appCode;
    return { failure: isApiErrorCode(code) ? code : 'NETWORK' };
  } catch (e) {
    if (signal?.aborted) throw e;
    return { failure: 'NETWORK' };
  }
}
