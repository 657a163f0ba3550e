import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql';

/** Tells the server which cards were printed: a card printed again the same day counts as a re-print for the owner. */
const RecordCardPrintsDocument = graphql(`
  mutation RecordCardPrints($input: CardPrintsInput!) {
    recordCardPrints(input: $input)
  }
`);

export const useRecordCardPrints = () => useMutation(RecordCardPrintsDocument);
