import type { RouteInputs } from '../../shared/rest/route-input';
import { BonusConfigInput, BonusPresetInput, BonusStatsRangeInput } from './bonus.inputs';

/** OpenAPI inputs of the bonus module's REST routes (see RouteInputs). */
export const bonusRouteInputs: RouteInputs = {
  'GET /bonus/daily-stats': { query: BonusStatsRangeInput },
  'POST /bonus/create': { body: BonusConfigInput, note: 'Needs X-Step-Up.' },
  'PUT /bonus/:id': { body: BonusConfigInput, note: 'Needs X-Step-Up.' },
  'POST /bonus/preset': { body: BonusPresetInput },
  'PUT /bonus/preset/:id': { body: BonusPresetInput },
};
