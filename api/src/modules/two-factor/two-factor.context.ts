import type { GraphQLContext as SharedContext } from '../../shared/graphql/graphql-context';
import type { TwoFactorService } from './two-factor.service';

/** The services the two-factor module's resolvers use; the composition root provides them. */
export interface TwoFactorServices {
  twoFactor: TwoFactorService;
  /** The auth module's session signing (a port: auth depends on this module, not the reverse). */
  auth: SessionIssuer;
}

export interface SessionIssuer {
  issueSession(accountId: string): Promise<{ token: string; expiresAt: Date }>;
}

export type GraphQLContext = SharedContext<TwoFactorServices>;
