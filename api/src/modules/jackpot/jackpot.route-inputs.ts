import { HOST_ID_QUERY, type RouteInputs } from '../../shared/rest/route-input';

/** OpenAPI inputs of the jackpot module's REST routes (see RouteInputs). */
export const jackpotRouteInputs: RouteInputs = {
  'GET /admin/jackpot-history': { query: [HOST_ID_QUERY] },
};
