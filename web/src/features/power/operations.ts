import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql';

export const PowerGameStatusDocument = graphql(`
  mutation PowerGameStatus {
    powerGameStatus {
      success
      showButton
      adminId
      appearanceId
      title
      text
    }
  }
`);

export const PowerGameClickDocument = graphql(`
  mutation PowerGameClick($input: PowerClickInput!) {
    powerGameClick(input: $input) {
      success
      url
    }
  }
`);

export function usePowerGameStatus() {
  return useMutation(PowerGameStatusDocument);
}

export function usePowerGameClick() {
  return useMutation(PowerGameClickDocument);
}
