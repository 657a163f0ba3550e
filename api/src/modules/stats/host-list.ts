import { Authorized, Ctx, FieldResolver, Query, Resolver, Root } from 'type-graphql';
import type { Orm } from '../../shared/db/orm';
import { sqlEm } from '../../shared/db/sql';
import type { Actor } from '../../shared/auth/actor';
import { requireActor } from '../../shared/graphql/context';
import { HostRecord, type HostService } from '../host';
import type { GraphQLContext } from './context';
import { hostAggregates } from './host-aggregates';
import { HostAggregates } from './stats.types';

/** A host record of the managers' host list: the host module's record plus its profit figures. */
export type HostWithFigures = HostRecord & { stats: HostAggregates | null };

/**
 * The owners' and super admin's host list, a report: the host module lists the hosts in scope,
 * this adds every aggregate of every listed host in two grouped queries (issue 7).
 */
export class HostListService {
  constructor(
    private readonly orm: Orm,
    private readonly hosts: HostService,
  ) {}

  async list(actor: Actor, now = new Date()): Promise<HostWithFigures[]> {
    const hosts = await this.hosts.list(actor);
    const stats = await hostAggregates(sqlEm(this.orm), hosts, now);
    return hosts.map((host) => ({ ...host, stats: stats.get(host.id) ?? null }));
  }
}

@Resolver(() => HostRecord)
export class HostListResolver {
  @Authorized('OWNER', 'SUPER_ADMIN')
  @Query(() => [HostRecord], { description: 'Hosts the caller manages (owners: their group; test and "-old" accounts hidden).' })
  hosts(@Ctx() ctx: GraphQLContext): Promise<HostRecord[]> {
    return ctx.services.hostList.list(requireActor(ctx));
  }

  /** HostRecord.stats is reporting's field on the host module's type. */
  @FieldResolver(() => HostAggregates, { nullable: true, description: 'Profit figures (host list only; null elsewhere). Santim, Addis Ababa days.' })
  stats(@Root() host: HostRecord & { stats?: HostAggregates | null }): HostAggregates | null {
    return host.stats ?? null;
  }
}
