import type { GraphQLContext as SharedContext } from '../../shared/graphql/graphql-context';
import type { FollowService } from './follow.service';

/** The services the follow module's resolver and REST handlers use; the composition root provides them. */
export interface FollowServices {
  follow: FollowService;
}

export type GraphQLContext = SharedContext<FollowServices>;
