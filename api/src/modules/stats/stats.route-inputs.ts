import { RANGE_QUERY, ADMIN_ID_QUERY, type RouteInputs } from '../../shared/rest/route-input';

/** OpenAPI inputs of the stats module's REST routes (see RouteInputs). */
export const statsRouteInputs: RouteInputs = {
  'GET /admin/stats': { query: [...RANGE_QUERY, ADMIN_ID_QUERY] },
  'GET /admin/:adminId/multiplier-profit-summary': { query: RANGE_QUERY },
  'GET /admin/:adminId/free-games-stats': { query: RANGE_QUERY },
  'GET /admin/:adminId/daily-house-profit-loss': { query: RANGE_QUERY },
  'GET /admin/:adminId/detailed-house-games-info': { query: RANGE_QUERY },
  'GET /admin/:adminId/house-profit-summary': { query: RANGE_QUERY },
  'GET /admin/house-game-stats/:adminId': { query: RANGE_QUERY },
  'GET /admin/:adminId/detailed-multiplier-games-info': { query: RANGE_QUERY },
  'GET /admin/multiplier-game-stats/:adminId': { query: RANGE_QUERY },
  'GET /admin/detailed-multiplier-games-info': { query: RANGE_QUERY },
  'GET /admin/multiplier-profits': { query: RANGE_QUERY },
  'GET /admin/all-multiplier-game-stats': { query: RANGE_QUERY },
  'GET /admin/platform-summary': {
    query: [...RANGE_QUERY, { name: 'platformShare', description: 'Revenue share to compute with, 0-1' }],
  },
  'GET /admin/host-ranking': { query: RANGE_QUERY },
  'GET /admin/bonus-totals': { query: [...RANGE_QUERY, ADMIN_ID_QUERY] },
};
