import type { RouteInputs } from '../../shared/rest/route-input';
import { LoginInput, StepUpInput } from './auth.inputs';

/** OpenAPI inputs of the auth module's REST routes (see RouteInputs). */
export const authRouteInputs: RouteInputs = {
  'POST /api/admin/login': { body: LoginInput },
  'POST /api/admin/step-up': { body: StepUpInput },
};
