import { Authorized, Ctx, FieldResolver, Query, Resolver, Root } from 'type-graphql';
import { requireActor } from '../../shared/graphql/graphql-context';
import { HostRecord } from '../host';
import type { GraphQLContext } from './stats.context';
import { HostAggregates } from './stats.types';

@Resolver(() => HostRecord)
export class HostListResolver {
  @Authorized('OWNER', 'SUPER_ADMIN')
  @Query(() => [HostRecord], {
    description: 'Hosts the caller manages (owners: their group; test and "-old" accounts hidden).',
  })
  hosts(@Ctx() ctx: GraphQLContext): Promise<HostRecord[]> {
    return ctx.services.hostList.list(requireActor(ctx));
  }

  /** HostRecord.stats is reporting's field on the host module's type. */
  @FieldResolver(() => HostAggregates, {
    nullable: true,
    description: 'Profit figures (host list only; null elsewhere). Santim, Addis Ababa days.',
  })
  stats(@Root() host: HostRecord & { stats?: HostAggregates | null }): HostAggregates | null {
    return host.stats ?? null;
  }
}
