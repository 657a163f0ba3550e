import type { RouteInputs } from '../../shared/rest/route-input';
import { CreateApiTokenInput } from './api-token.types';

/** OpenAPI inputs of the api-token module's REST routes (see RouteInputs). */
export const apiTokenRouteInputs: RouteInputs = {
  'POST /admin/api-tokens': { body: CreateApiTokenInput, note: 'The token is shown once.' },
};
