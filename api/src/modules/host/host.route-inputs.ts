import type { RouteInputs } from '../../shared/rest/route-input';
import { ChangePasswordInput, CommissionRateInput, RegisterHostInput } from './host.inputs';

/** OpenAPI inputs of the host module's REST routes (see RouteInputs). */
export const hostRouteInputs: RouteInputs = {
  'POST /admin/canine/secure/register': {
    body: RegisterHostInput,
    omit: ['cardSet'],
    note: 'The card set follows the base: / plays Cartella 1, /v2 Cartella 2.',
  },
  'POST /admin/change-password': {
    body: ChangePasswordInput,
    extra: { masterKey: { type: 'string', description: "The acting super admin's own password (step-up)" } },
  },
  'PUT /admin/:id/commission-rate': { body: CommissionRateInput, omit: ['hostId'] },
};
