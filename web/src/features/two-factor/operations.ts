import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql';

export const TwoFactorStatusDocument = graphql(`
  query TwoFactorStatus {
    twoFactorStatus {
      enrolled
      required
      recoveryCodesLeft
    }
  }
`);

export const BeginTwoFactorEnrolmentDocument = graphql(`
  mutation BeginTwoFactorEnrolment {
    beginTwoFactorEnrolment {
      secret
      otpauthUri
      qrCodeDataUrl
    }
  }
`);

export const ConfirmTwoFactorEnrolmentDocument = graphql(`
  mutation ConfirmTwoFactorEnrolment($input: ConfirmTwoFactorInput!) {
    confirmTwoFactorEnrolment(input: $input) {
      recoveryCodes
      token
    }
  }
`);

export function useBeginTwoFactorEnrolment() {
  return useMutation(BeginTwoFactorEnrolmentDocument);
}

export function useConfirmTwoFactorEnrolment() {
  return useMutation(ConfirmTwoFactorEnrolmentDocument);
}
