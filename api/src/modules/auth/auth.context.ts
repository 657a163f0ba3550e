import type { GraphQLContext as SharedContext } from '../../shared/graphql/graphql-context';
import type { AccountService } from '../account';
import type { AuthService } from './auth.service';

/** The services the auth module's resolvers and REST handlers use; the composition root provides them. */
export interface AuthServices {
  auth: AuthService;
  accounts: AccountService;
}

export type GraphQLContext = SharedContext<AuthServices>;
