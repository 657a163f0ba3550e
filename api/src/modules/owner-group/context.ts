import type { GraphQLContext as SharedContext } from '../../shared/graphql/context';
import type { OwnerGroupService } from './owner-group.service';

/** The services the owner-group module's resolvers and REST handlers use; the composition root provides them. */
export interface OwnerGroupServices {
  ownerGroups: OwnerGroupService;
}

export type GraphQLContext = SharedContext<OwnerGroupServices>;
