import type { GraphQLContext as SharedContext } from '../../shared/graphql/graphql-context';
import type { TwoFactorService } from './two-factor.service';

/** The services the two-factor module's resolvers use; the composition root provides them. */
export interface TwoFactorServices {
  twoFactor: TwoFactorService;
}

export type GraphQLContext = SharedContext<TwoFactorServices>;
