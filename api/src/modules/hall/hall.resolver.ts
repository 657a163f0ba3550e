import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { requireActor } from '../../shared/graphql/graphql-context';
import type { GraphQLContext } from './hall.context';
import { HallSettingsInput, HallSettingsObject } from './hall.types';

@Resolver()
export class HallResolver {
  @Authorized('HOST', 'OWNER', 'SUPER_ADMIN')
  @Query(() => HallSettingsObject, {
    description: "Your hall's settings (hosts), or a host's in your scope (owners, super admin: hostId required).",
  })
  hallSettings(
    @Arg('hostId', () => ID, { nullable: true }) hostId: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<HallSettingsObject> {
    return ctx.services.halls.get(requireActor(ctx), hostId);
  }

  @Authorized('OWNER', 'SUPER_ADMIN')
  @Mutation(() => HallSettingsObject, { description: "Set a host's hall settings (its owner, the super admin)." })
  updateHallSettings(
    @Arg('input', () => HallSettingsInput) input: HallSettingsInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<HallSettingsObject> {
    return ctx.services.halls.update(requireActor(ctx), input);
  }
}
