import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql';

export const TopUpHostDocument = graphql(`
  mutation TopUpHost($input: TopUpInput!) {
    topUpHost(input: $input) {
      walletBalance
    }
  }
`);

/** Owner: moves Birr from the group's super account to a host (needs a step-up). */
export function useTopUpHost() {
  return useMutation(TopUpHostDocument);
}

export const MyOwnerGroupDocument = graphql(`
  query MyOwnerGroup {
    myOwnerGroup {
      name
      prefixes
      canEditCommission
      cardSetIds
      superAccountWallet
    }
  }
`);
