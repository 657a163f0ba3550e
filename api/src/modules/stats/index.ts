export { hostAggregates } from './host-aggregates';
export { REPORT_GET_PATHS } from './stats.rest';
export { HostAggregates } from './stats.types';
export { StatsService } from './stats.service';

import type { ModuleManifest } from '../../shared/module';
import type { Orm } from '../../shared/db/orm';
import type { StatsServices } from './context';
import { StatsResolver, REPORT_QUERIES } from './stats.resolver';
import { statsRoutes, REPORT_GET_PATHS } from './stats.rest';
import { statsRouteInputs } from './stats.route-inputs';
import { StatsService } from './stats.service';

export const statsModule = {
  name: 'stats',
  resolvers: [StatsResolver],
  rest: { router: statsRoutes, inputs: statsRouteInputs },
  readOnly: { queries: [...REPORT_QUERIES], getPaths: REPORT_GET_PATHS },
  createServices: ({ orm }: { orm: Orm }) => ({ stats: new StatsService(orm) }),
} satisfies ModuleManifest<StatsServices>;
