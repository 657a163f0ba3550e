import { useIdempotentMutation } from '../../shared/idempotency/idempotency-key';
import { graphql } from '../../gql';

export const TopUpHostDocument = graphql(`
  mutation TopUpHost($input: TopUpInput!) {
    topUpHost(input: $input) {
      walletBalance: walletBalanceSantim
    }
  }
`);

/** Owner: moves Birr from the group's super account to a host (needs a step-up). */
export function useTopUpHost() {
  return useIdempotentMutation(TopUpHostDocument);
}

export const MyOwnerGroupDocument = graphql(`
  query MyOwnerGroup {
    myOwnerGroup {
      name
      prefixes
      canEditCommission
      cardSetIds
      superAccountWallet: superAccountWalletSantim
    }
  }
`);

/** The group a web path labels (owner routes are data on the server), or null. */
export const OwnerRouteDocument = graphql(`
  query OwnerRoute($path: String!) {
    ownerRoute(path: $path)
  }
`);
