import { useQuery } from '@apollo/client/react';
import { graphql } from '../gql';

/** The signed-in back-office account (owner, super admin): its role decides what a screen shows. */
export const BackOfficeMeDocument = graphql(`
  query BackOfficeMe {
    me {
      id
      username
      role
      walletBalance: walletBalanceSantim
      cardSet
    }
  }
`);

export function useBackOfficeMe() {
  return useQuery(BackOfficeMeDocument, { fetchPolicy: 'cache-and-network' });
}
