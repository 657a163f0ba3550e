import type { GraphQLContext as SharedContext } from '../../shared/graphql/graphql-context';
import type { AuthService } from '../auth';
import type { WalletAdminService } from './wallet-admin.service';

/** The services the wallet module's resolvers and REST handlers use; the composition root provides them. */
export interface WalletServices {
  walletAdmin: WalletAdminService;
  auth: AuthService;
}

export type GraphQLContext = SharedContext<WalletServices>;
