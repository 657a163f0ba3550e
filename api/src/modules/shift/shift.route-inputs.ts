import { HOST_ID_QUERY, type RouteInputs } from '../../shared/rest/route-input';
import { CloseShiftInput, CorrectShiftInput, OpenShiftInput } from './shift.types';

/** OpenAPI inputs of the shift module's REST routes (see RouteInputs). */
export const shiftRouteInputs: RouteInputs = {
  'GET /api/shifts': { query: [HOST_ID_QUERY] },
  'GET /api/shifts/meters': { query: [HOST_ID_QUERY] },
  'POST /api/shifts': { body: OpenShiftInput },
  'POST /api/shifts/:id/close': { body: CloseShiftInput, omit: ['shiftId'] },
  'POST /api/shifts/:id/corrections': { body: CorrectShiftInput, omit: ['shiftId'] },
};
