import type { Orm } from '../../shared/db/orm';
import { sqlEm } from '../../shared/db/sql';
import type { Actor } from '../../shared/auth/actor';
import type { CardSetScope, HostRecord, HostService } from '../host';
import { hostAggregates } from './host-aggregates';
import { hostsInScope } from './stats-scope';
import type { HostAggregates } from './stats.types';

/** A host record of the managers' host list: the host module's record plus its profit figures. */
export type HostWithFigures = HostRecord & { stats: HostAggregates | null };

/**
 * The owners' and super admin's host list, a report: the host module lists the hosts in scope,
 * this adds every aggregate of every listed host in two grouped queries (docs/reporting.md). The
 * figures are summed for every host in the actor's scope while the host module lists them: its
 * list is that same scope (`hostFilterFor`), narrowed at most by card set, so none is missing and
 * the list's time is off the path.
 */
export class HostListService {
  constructor(
    private readonly orm: Orm,
    private readonly hosts: HostService,
  ) {}

  async list(actor: Actor, options: CardSetScope = {}, now = new Date()): Promise<HostWithFigures[]> {
    const em = sqlEm(this.orm);
    const [hosts, stats] = await Promise.all([
      this.hosts.list(actor, options),
      hostsInScope(em, actor, null).then((scoped) => hostAggregates(em, scoped, now)),
    ]);
    return hosts.map((host) => ({ ...host, stats: stats.get(host.id) ?? null }));
  }
}
