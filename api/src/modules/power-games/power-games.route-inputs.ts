import type { RouteInputs } from '../../shared/rest/route-input';
import { PowerCampaignInput, PowerClickInput, PowerRedeemInput, PowerStatusInput } from './power-games.inputs';

/** OpenAPI inputs of the power-games module's REST routes (see RouteInputs). */
export const powerGamesRouteInputs: RouteInputs = {
  'POST /api/game-button-status': { body: PowerStatusInput },
  'POST /api/game-button-click': { body: PowerClickInput },
  'POST /api/power-games/redeem': { body: PowerRedeemInput },
  'POST /api/admin/power-games': { body: PowerCampaignInput },
  'PUT /api/admin/power-games/:id': { body: PowerCampaignInput },
};
