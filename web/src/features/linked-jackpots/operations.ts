import { useMutation } from '@apollo/client/react';
import type { ResultOf } from '@graphql-typed-document-node/core';
import { graphql } from '../../gql';

/** Linked jackpots in scope with their halls and history (docs/games-and-money.md#linked-jackpot). */
export const LinkedJackpotsDocument = graphql(`
  query LinkedJackpots {
    linkedJackpots {
      id
      name
      amountSantim
      accrualShare
      callLimit
      round
      halls {
        hostId
        username
      }
      results {
        kind
        round
        hostUsername
        gameId
        amountSantim
        createdAt
      }
      createdAt
    }
  }
`);

export type LinkedJackpot = ResultOf<typeof LinkedJackpotsDocument>['linkedJackpots'][number];

/** The halls the owner (or the super admin) may link: only id and name. */
export const LinkableHallsDocument = graphql(`
  query LinkableHalls {
    hosts {
      id
      username
    }
  }
`);

const CreateLinkedJackpotDocument = graphql(`
  mutation CreateLinkedJackpot($input: LinkedJackpotInput!) {
    createLinkedJackpot(input: $input) {
      id
    }
  }
`);

const UpdateLinkedJackpotDocument = graphql(`
  mutation UpdateLinkedJackpot($input: UpdateLinkedJackpotInput!) {
    updateLinkedJackpot(input: $input) {
      id
    }
  }
`);

export function useCreateLinkedJackpot() {
  return useMutation(CreateLinkedJackpotDocument, { refetchQueries: [LinkedJackpotsDocument] });
}

export function useUpdateLinkedJackpot() {
  return useMutation(UpdateLinkedJackpotDocument, { refetchQueries: [LinkedJackpotsDocument] });
}
