import type { GraphQLContext as SharedContext } from '../../shared/graphql/graphql-context';
import type { LiveService } from './live.service';

/** The services the live module's resolvers use; the composition root provides them. */
export interface LiveServices {
  live: LiveService;
}

export type GraphQLContext = SharedContext<LiveServices>;
