import type { GraphQLContext as SharedContext } from '../../shared/graphql/graphql-context';
import type { HostListService } from './host-list';
import type { StatsService } from './stats.service';

/** The services the stats module's resolvers and REST handlers use; the composition root provides them. */
export interface StatsServices {
  stats: StatsService;
  hostList: HostListService;
}

export type GraphQLContext = SharedContext<StatsServices>;
