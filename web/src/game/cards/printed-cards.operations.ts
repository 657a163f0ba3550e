import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { getUsername } from '../../account/session/session';
import { graphql } from '../../gql';
import { storedPrintedCards, storePrintedCards } from './printed-card-store';

export const PrintedCardsDocument = graphql(`
  query PrintedCards {
    printedCards {
      cardSetId
      cardSetName
      cards {
        paletteNumber
        check
        path
      }
    }
    hallSettings {
      hostId
      hallName
    }
  }
`);

/**
 * The check codes of every card of the host's set and its hall's name, for the printed cards:
 * computed by the server (the card key never reaches the browser), kept on the device
 * (printed-card-store.ts) for print without the network, each answer replacing the copy.
 */
export function usePrintedCards() {
  const query = useQuery(PrintedCardsDocument, { fetchPolicy: 'cache-and-network' });
  const username = getUsername();
  useEffect(() => {
    if (query.data) storePrintedCards(username, query.data);
  }, [query.data, username]);
  const stored = query.data ? null : storedPrintedCards(username);
  return { data: query.data ?? stored ?? undefined, error: stored ? undefined : query.error };
}
