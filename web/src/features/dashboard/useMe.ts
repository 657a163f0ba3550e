import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';

export const DashboardMeDocument = graphql(`
  query DashboardMe {
    me {
      id
      username
      role
      api
      cardSet
      walletBalance
    }
  }
`);

export function useMe() {
  return useQuery(DashboardMeDocument, { fetchPolicy: 'cache-and-network' });
}
