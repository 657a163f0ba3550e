import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';

/** The hall's chosen voice pack (docs/screens.md#voice-packs); null: the built-in voice sets. */
export const ChosenVoicePackDocument = graphql(`
  query ChosenVoicePack {
    chosenVoicePack {
      id
      clipBaseUrl
      events
    }
  }
`);

/**
 * Where the chosen pack's clips are: undefined while it is not known yet (the voice waits rather
 * than load the built-in set twice), null for none (or when it cannot be read: the built-in set).
 */
export function useChosenPackBase(): string | null | undefined {
  const { data, loading, error } = useQuery(ChosenVoicePackDocument, { fetchPolicy: 'cache-and-network' });
  if (error) return null;
  if (loading && !data) return undefined;
  return data?.chosenVoicePack?.clipBaseUrl ?? null;
}
