import { RANGE_QUERY, type QueryParam, type RouteInputs } from '../../shared/rest/route-input';
import { AnomalyThresholdsInput, CardPrintsInput } from './anomaly.types';

const GROUP: QueryParam = { name: 'ownerGroupId', description: "Super admin: one group's hosts", integer: true };

/** OpenAPI inputs of the anomaly module's REST routes (see RouteInputs). */
export const anomalyRouteInputs: RouteInputs = {
  'GET /api/anomalies': {
    query: [...RANGE_QUERY, GROUP],
    note: 'Hosts by how many anomalies they raise (default: the last 30 days).',
  },
  'GET /api/anomalies/thresholds': { query: [GROUP] },
  'PUT /api/anomalies/thresholds': {
    body: AnomalyThresholdsInput,
    note: 'Out of range: 400 with `details.reasons` ({ code: THRESHOLD_OUT_OF_RANGE, field, min, max }), nothing changed.',
  },
  'GET /api/anomalies/:hostId/:kind': {
    query: [...RANGE_QUERY, { name: 'cardNumber', description: 'LUCKY_CARD: the card', integer: true }],
  },
  'POST /api/card-prints': { body: CardPrintsInput },
};
