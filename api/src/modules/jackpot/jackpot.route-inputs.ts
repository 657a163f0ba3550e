import { HOST_ID_QUERY, type RouteInputs } from '../../shared/rest/route-input';
import { LinkedJackpotInput } from './linked-jackpot.types';

/** OpenAPI inputs of the jackpot module's REST routes (see RouteInputs). */
export const jackpotRouteInputs: RouteInputs = {
  'GET /admin/jackpot-history': { query: [HOST_ID_QUERY] },
  'POST /api/linked-jackpots': { body: LinkedJackpotInput },
  'PUT /api/linked-jackpots/:id': { body: LinkedJackpotInput },
};
