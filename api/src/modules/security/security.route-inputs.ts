import type { RouteInputs } from '../../shared/rest/route-input';
import { InspectAttemptInput } from './security.inputs';

/** OpenAPI inputs of the security module's REST routes (see RouteInputs). */
export const securityRouteInputs: RouteInputs = {
  'POST /inspect/inspect-attempt': { body: InspectAttemptInput },
};
