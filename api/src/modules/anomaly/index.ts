import type { ModuleManifest } from '../../shared/module';
import type { Orm } from '../../shared/db/orm';
import type { AnomalyServices } from './anomaly.context';
import { AnomalyThresholdsSchema, CardPrintSchema } from './anomaly.entity';
import { ANOMALY_QUERIES, AnomalyResolver } from './anomaly.resolver';
import { ANOMALY_GET_PATHS, anomalyRoutes } from './anomaly.rest';
import { anomalyRouteInputs } from './anomaly.route-inputs';
import { AnomalyService } from './anomaly.service';

/** Anomalies worth the owner's look, from roll-ups, with the thresholds each group tunes. */
export const anomalyModule = {
  name: 'anomaly',
  entities: [AnomalyThresholdsSchema, CardPrintSchema],
  resolvers: [AnomalyResolver],
  rest: { router: anomalyRoutes, inputs: anomalyRouteInputs },
  readOnly: { queries: ANOMALY_QUERIES, getPaths: ANOMALY_GET_PATHS },
  createServices: ({ orm }: { orm: Orm }) => ({ anomalies: new AnomalyService(orm) }),
} satisfies ModuleManifest<AnomalyServices>;
