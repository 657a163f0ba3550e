import type { GraphQLContext as SharedContext } from '../../shared/graphql/graphql-context';
import type { AnomalyService } from './anomaly.service';

/** The services the anomaly module's resolvers and REST handlers use. */
export interface AnomalyServices {
  anomalies: AnomalyService;
}

export type GraphQLContext = SharedContext<AnomalyServices>;
