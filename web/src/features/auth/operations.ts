import { useDeferredMutation } from '../../shared/apollo/deferred';
import { graphql } from '../../gql';

export const LoginDocument = graphql(`
  mutation Login($input: LoginInput!) {
    login(input: $input) {
      token
      username
      adminId
      role
      twoFactorEnrolmentRequired
    }
  }
`);

/** The sign-in mutation; errors are returned to the form, not thrown. */
export function useLogin() {
  return useDeferredMutation(LoginDocument, { errorPolicy: 'none' });
}

export const ValidateTokenDocument = graphql(`
  query ValidateToken {
    validateToken
  }
`);
