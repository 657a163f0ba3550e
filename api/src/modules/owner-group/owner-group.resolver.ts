import { Arg, Authorized, Ctx, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from './owner-group.context';
import { requireActor } from '../../shared/graphql/graphql-context';
import { OwnerGroupView } from './owner-group.types';

@Resolver()
export class OwnerGroupResolver {
  @Authorized('OWNER')
  @Query(() => OwnerGroupView)
  myOwnerGroup(@Ctx() ctx: GraphQLContext): Promise<OwnerGroupView> {
    return ctx.services.ownerGroups.mine(requireActor(ctx));
  }

  @Authorized('OWNER')
  @Query(() => String, {
    nullable: true,
    description: 'The group name a web path labels ("/final/warning/x" → "ale"), or null: owner routes are data.',
  })
  ownerRoute(@Arg('path', () => String) path: string, @Ctx() ctx: GraphQLContext): Promise<string | null> {
    requireActor(ctx);
    return ctx.services.ownerGroupAdmin.routeLabel(path.slice(0, 300));
  }
}
