import { useCallback } from 'react';
import { useDeferredMutation, type MutateArgs } from '../shared/apollo/deferred';
import { newIdempotencyKey } from '../shared/idempotency/new-key';
import { graphql } from '../gql';

export const StartGameDocument = graphql(`
  mutation StartGame($input: StartGameInput!) {
    startGame(input: $input) {
      gameId
      gameType
      callSpeed
      commitment
    }
  }
`);

/** POST /game/start as a mutation (one Idempotency-Key per click); the caller screen then loads the game from the server. */
export function useStartGame() {
  const [mutate, state] = useDeferredMutation(StartGameDocument);
  const withKey = useCallback(
    (options: MutateArgs<typeof StartGameDocument>) =>
      mutate({
        ...options,
        context: {
          ...options.context,
          headers: { ...options.context?.headers, 'Idempotency-Key': newIdempotencyKey() },
        },
      }),
    [mutate],
  );
  return [withKey, state] as const;
}
