import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql';

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

/** POST /game/start as a mutation; the caller screen then loads the game from the server. */
export function useStartGame() {
  return useMutation(StartGameDocument);
}
