import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql';

export const LoginDocument = graphql(`
  mutation Login($input: LoginInput!) {
    login(input: $input) {
      token
      username
      adminId
      role
    }
  }
`);

/** The sign-in mutation; errors are returned to the form, not thrown. */
export function useLogin() {
  return useMutation(LoginDocument, { errorPolicy: 'none' });
}
