import { Authorized, Ctx, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from './context';
import { requireActor } from '../../shared/graphql/context';
import { OwnerGroupView } from './owner-group.types';

@Resolver()
export class OwnerGroupResolver {
  @Authorized('OWNER')
  @Query(() => OwnerGroupView)
  myOwnerGroup(@Ctx() ctx: GraphQLContext): Promise<OwnerGroupView> {
    return ctx.services.ownerGroups.mine(requireActor(ctx));
  }
}
