import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql';

/** The caller's own personal API tokens (docs/roles-and-accounts.md#api-tokens). */
export const MyApiTokensDocument = graphql(`
  query MyApiTokens {
    apiTokens {
      id
      name
      createdAt
      expiresAt
      revokedAt
      active
    }
  }
`);

export const CreateMyApiTokenDocument = graphql(`
  mutation CreateMyApiToken($input: CreateApiTokenInput!) {
    createApiToken(input: $input) {
      token
      apiToken {
        id
      }
    }
  }
`);

export const RevokeMyApiTokenDocument = graphql(`
  mutation RevokeMyApiToken($id: ID!) {
    revokeApiToken(id: $id) {
      id
      active
      revokedAt
    }
  }
`);

export function useCreateMyApiToken() {
  return useMutation(CreateMyApiTokenDocument);
}
export function useRevokeMyApiToken() {
  return useMutation(RevokeMyApiTokenDocument);
}
