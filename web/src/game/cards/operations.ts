import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { getUsername } from '../../account/session/session';
import { graphql } from '../../gql';
import { storeCards, storedCards } from './card-store';

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

/**
 * The host's card set, sorted by paletteNumber (GET /card/getCards). The copy kept on the device
 * (card-store.ts) shows at once and stands in when the server cannot be reached; every answer
 * from the server replaces it.
 */
export function useCards() {
  const query = useQuery(CardsDocument);
  const username = getUsername();
  useEffect(() => {
    if (query.data) storeCards(username, query.data.cards);
  }, [query.data, username]);
  const stored = query.data ? null : storedCards(username);
  return {
    data: query.data ?? (stored ? { cards: stored } : undefined),
    loading: query.loading && !stored,
    error: stored ? undefined : query.error,
  };
}
