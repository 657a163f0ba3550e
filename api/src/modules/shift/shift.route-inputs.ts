import { HOST_ID_QUERY, RANGE_QUERY, type RouteInputs } from '../../shared/rest/route-input';
import { CloseShiftInput, CorrectShiftInput, OpenShiftInput } from './shift.types';

/** OpenAPI inputs of the shift module's REST routes (see RouteInputs). */
export const shiftRouteInputs: RouteInputs = {
  'GET /api/shifts': {
    query: [
      HOST_ID_QUERY,
      ...RANGE_QUERY,
      { name: 'limit', description: 'At most this many (1–500, default 100)', integer: true },
    ],
    note: 'Newest first. With `Accept: text/csv` the same shifts as CSV (Birr, one row each).',
  },
  'GET /api/shifts/meters': { query: [HOST_ID_QUERY] },
  'POST /api/shifts': { body: OpenShiftInput },
  'POST /api/shifts/:id/close': { body: CloseShiftInput, omit: ['shiftId'] },
  'POST /api/shifts/:id/corrections': { body: CorrectShiftInput, omit: ['shiftId'] },
};
