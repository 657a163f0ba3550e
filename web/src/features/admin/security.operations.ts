import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql';

/** The super admin's security screens: bonus limits, hidden hosts, API tokens. */
export const BonusLimitsDocument = graphql(`
  query BonusLimits {
    bonusLimits {
      platformDefault {
        maxPerGameSantim
        maxShareBp
        maxPerDaySantim
      }
      limits {
        id
        scope
        targetId
        targetName
        maxPerGameSantim
        maxShareBp
        maxPerDaySantim
        updatedAt
      }
      groups {
        id
        name
      }
    }
  }
`);

export const SetBonusLimitsDocument = graphql(`
  mutation SetBonusLimits($input: SetBonusLimitsInput!) {
    setBonusLimits(input: $input) {
      id
    }
  }
`);

export const ClearBonusLimitsDocument = graphql(`
  mutation ClearBonusLimits($id: ID!) {
    clearBonusLimits(id: $id)
  }
`);

export const HiddenHostsDocument = graphql(`
  query HiddenHosts($filter: String) {
    hiddenHosts(filter: $filter) {
      id
      username
      hiddenBy
      isBlocked
      walletBalance: walletBalanceSantim
      createdAt
    }
  }
`);

export const AllApiTokensDocument = graphql(`
  query AllApiTokens {
    apiTokens(allAccounts: true) {
      id
      name
      username
      createdAt
      expiresAt
      revokedAt
      active
    }
  }
`);

export const RevokeApiTokenDocument = graphql(`
  mutation RevokeApiToken($id: ID!) {
    revokeApiToken(id: $id) {
      id
      active
      revokedAt
    }
  }
`);

export function useSetBonusLimits() {
  return useMutation(SetBonusLimitsDocument);
}
export function useClearBonusLimits() {
  return useMutation(ClearBonusLimitsDocument);
}
export function useRevokeApiToken() {
  return useMutation(RevokeApiTokenDocument);
}
