import { useDeferredQuery } from '../../shared/apollo/deferred';
import { graphql } from '../../gql';

export const DashboardMeDocument = graphql(`
  query DashboardMe {
    me {
      id
      username
      role
      api
      cardSet
      walletBalance: walletBalanceSantim
    }
  }
`);

/** The wallet and profile fill in when they arrive: the dashboard does not wait for them. */
export function useMe() {
  return useDeferredQuery(DashboardMeDocument, { fetchPolicy: 'cache-and-network' });
}
