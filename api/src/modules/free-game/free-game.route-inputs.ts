import type { RouteInputs } from '../../shared/rest/route-input';
import { BulkScheduleInput, RandomScheduleInput, ScheduleFreeGameInput } from './free-game.inputs';

/** OpenAPI inputs of the free-game module's REST routes (see RouteInputs). */
export const freeGameRouteInputs: RouteInputs = {
  'POST /free-game/schedule': { body: ScheduleFreeGameInput, note: 'Needs X-Step-Up.' },
  'PUT /free-game/schedule/:id': { body: ScheduleFreeGameInput, note: 'Needs X-Step-Up.' },
  'POST /free-game/bulk-schedule': { body: BulkScheduleInput, note: 'Needs X-Step-Up.' },
  'POST /free-game/random-schedule': { body: RandomScheduleInput, note: 'Needs X-Step-Up.' },
};
