import type { GraphQLContext as SharedContext } from '../../shared/graphql/graphql-context';
import type { ApiTokenService } from './api-token.service';

/** The services the api-token module's resolvers and REST handlers use; the composition root provides them. */
export interface ApiTokenServices {
  apiTokens: ApiTokenService;
}

export type GraphQLContext = SharedContext<ApiTokenServices>;
