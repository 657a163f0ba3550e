import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';

export const CardsDocument = graphql(`
  query Cards {
    cards {
      paletteNumber
      numbers {
        B
        I
        N
        G
        O
      }
    }
  }
`);

/** The host's card set, sorted by paletteNumber (GET /card/getCards). */
export function useCards() {
  return useQuery(CardsDocument);
}
