import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql';

/** The super admin's two-factor screen: the owners' switch and each account's state. */
export const TwoFactorAdminDocument = graphql(`
  query TwoFactorAdmin {
    twoFactorStatus {
      requiredForOwners
    }
    twoFactorAccounts {
      id
      username
      role
      enrolled
      recoveryCodesLeft
    }
  }
`);

export const SetTwoFactorPolicyDocument = graphql(`
  mutation SetTwoFactorPolicy($input: TwoFactorPolicyInput!) {
    setTwoFactorPolicy(input: $input)
  }
`);

export const ResetTwoFactorDocument = graphql(`
  mutation ResetTwoFactor($input: ResetTwoFactorInput!) {
    resetTwoFactor(input: $input) {
      id
      enrolled
      recoveryCodesLeft
    }
  }
`);

export function useSetTwoFactorPolicy() {
  return useMutation(SetTwoFactorPolicyDocument);
}

export function useResetTwoFactor() {
  return useMutation(ResetTwoFactorDocument);
}
