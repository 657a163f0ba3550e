export { StatsService } from './stats.service';
export { HostListService } from './host-list';
export { pieces } from './stats-rollup';
export { dayKeysOf, parseRange, type DayRange } from './stats-range';

import { Router } from 'express';
import type { ModuleManifest } from '../../shared/module';
import type { Orm } from '../../shared/db/orm';
import type { HostService } from '../host';
import type { StatsServices } from './stats.context';
import { HostListService } from './host-list';
import { HostListResolver } from './host-list.resolver';
import { hostListRoutes } from './host-list.rest';
import { StatsResolver, REPORT_QUERIES } from './stats.resolver';
import { statsRoutes, REPORT_GET_PATHS } from './stats.rest';
import { statsRouteInputs } from './stats.route-inputs';
import { StatsService } from './stats.service';

/** Reports; also the managers' host list (host records with their profit figures). */
export const statsModule = {
  name: 'stats',
  resolvers: [StatsResolver, HostListResolver],
  rest: {
    router: (services: StatsServices) => Router().use(hostListRoutes(services), statsRoutes(services)),
    inputs: statsRouteInputs,
  },
  readOnly: { queries: [...REPORT_QUERIES], getPaths: REPORT_GET_PATHS },
  createServices: ({ orm, hosts }: { orm: Orm; hosts: HostService }) => ({
    stats: new StatsService(orm),
    hostList: new HostListService(orm, hosts),
  }),
} satisfies ModuleManifest<StatsServices>;
