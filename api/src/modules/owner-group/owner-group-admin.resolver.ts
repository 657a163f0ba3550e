import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from './owner-group.context';
import { requireActor } from '../../shared/graphql/graphql-context';
import { CreateOwnerAccountInput, CreateOwnerGroupInput, UpdateOwnerGroupInput } from './owner-group.inputs';
import { OwnerAccountView, OwnerGroupAdminView } from './owner-group.types';

/** docs/roles-and-accounts.md#owner-groups: the super admin builds groups, owners and super accounts. */
@Resolver()
export class OwnerGroupAdminResolver {
  @Authorized('SUPER_ADMIN')
  @Query(() => [OwnerGroupAdminView], {
    description: 'Every owner group, archived ones too, with its super account and owners.',
  })
  ownerGroups(@Ctx() ctx: GraphQLContext): Promise<OwnerGroupAdminView[]> {
    requireActor(ctx);
    return ctx.services.ownerGroupAdmin.list();
  }

  @Authorized('SUPER_ADMIN')
  @Mutation(() => OwnerGroupAdminView, { description: 'Creates a group and its empty super account ("<name>super").' })
  createOwnerGroup(
    @Arg('input', () => CreateOwnerGroupInput) input: CreateOwnerGroupInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<OwnerGroupAdminView> {
    return ctx.services.ownerGroupAdmin.create(requireActor(ctx), input);
  }

  @Authorized('SUPER_ADMIN')
  @Mutation(() => OwnerGroupAdminView)
  updateOwnerGroup(
    @Arg('input', () => UpdateOwnerGroupInput) input: UpdateOwnerGroupInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<OwnerGroupAdminView> {
    return ctx.services.ownerGroupAdmin.update(requireActor(ctx), input);
  }

  @Authorized('SUPER_ADMIN')
  @Mutation(() => OwnerGroupAdminView, {
    description: "Archived groups keep hosts, prefixes and money; their owners can't act.",
  })
  setOwnerGroupArchived(
    @Arg('groupId', () => Int) groupId: number,
    @Arg('archived', () => Boolean) archived: boolean,
    @Ctx() ctx: GraphQLContext,
  ): Promise<OwnerGroupAdminView> {
    return ctx.services.ownerGroupAdmin.setArchived(requireActor(ctx), groupId, archived);
  }

  @Authorized('SUPER_ADMIN')
  @Mutation(() => OwnerAccountView, { description: 'An owner of a group; reset its password with changePassword.' })
  createOwnerAccount(
    @Arg('input', () => CreateOwnerAccountInput) input: CreateOwnerAccountInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<OwnerAccountView> {
    return ctx.services.ownerAccounts.create(requireActor(ctx), input);
  }

  @Authorized('SUPER_ADMIN')
  @Mutation(() => OwnerAccountView, { description: "Blocking revokes the owner's tokens at once." })
  setOwnerAccountBlocked(
    @Arg('ownerId', () => ID) ownerId: string,
    @Arg('blocked', () => Boolean) blocked: boolean,
    @Ctx() ctx: GraphQLContext,
  ): Promise<OwnerAccountView> {
    return ctx.services.ownerAccounts.setBlocked(requireActor(ctx), ownerId, blocked);
  }
}
