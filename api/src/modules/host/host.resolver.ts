import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from './host.context';
import { requireActor } from '../../shared/graphql/graphql-context';
import { ChangePasswordInput, CommissionRateInput, RegisterHostSantimInput } from './host.inputs';
import { HiddenHostRecord, HostRecord } from './host.types';

@Resolver()
export class HostResolver {
  @Authorized('OWNER', 'SUPER_ADMIN')
  @Mutation(() => HostRecord, { description: 'Needs X-Step-Up when initialWalletSantim > 0.' })
  registerHost(
    @Arg('input', () => RegisterHostSantimInput) input: RegisterHostSantimInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<HostRecord> {
    return ctx.services.hosts.register(requireActor(ctx), input, ctx.idempotencyKey);
  }

  @Authorized('SUPER_ADMIN')
  @Query(() => [HiddenHostRecord], {
    description:
      'Hosts the hiding rules keep out of tables and totals, filtered by part of the username (at most 200).',
  })
  hiddenHosts(
    @Arg('filter', () => String, { nullable: true }) filter: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<HiddenHostRecord[]> {
    return ctx.services.hosts.listHidden(requireActor(ctx), filter);
  }

  @Authorized('OWNER', 'SUPER_ADMIN')
  @Mutation(() => HostRecord, { description: 'Blocks or unblocks a host; blocking revokes its tokens at once.' })
  setHostBlocked(
    @Arg('hostId', () => ID) hostId: string,
    @Arg('blocked', () => Boolean) blocked: boolean,
    @Ctx() ctx: GraphQLContext,
  ): Promise<HostRecord> {
    return ctx.services.hosts.setBlocked(requireActor(ctx), hostId, blocked);
  }

  @Authorized('SUPER_ADMIN')
  @Mutation(() => Boolean, { description: 'Needs X-Step-Up. Revokes the account tokens.' })
  async changePassword(
    @Arg('input', () => ChangePasswordInput) input: ChangePasswordInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<boolean> {
    await ctx.services.hosts.changePassword(requireActor(ctx), input);
    return true;
  }

  @Authorized('OWNER', 'SUPER_ADMIN')
  @Mutation(() => HostRecord, { description: 'Owners only where their group may edit commission.' })
  setCommissionRate(
    @Arg('input', () => CommissionRateInput) input: CommissionRateInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<HostRecord> {
    return ctx.services.hosts.setCommissionRate(requireActor(ctx), input);
  }
}
