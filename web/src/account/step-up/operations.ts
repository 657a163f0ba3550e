import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql';

export const StepUpDocument = graphql(`
  mutation StepUp($input: StepUpInput!) {
    stepUp(input: $input) {
      stepUpToken
      expiresAt
    }
  }
`);

export function useStepUp() {
  return useMutation(StepUpDocument);
}
