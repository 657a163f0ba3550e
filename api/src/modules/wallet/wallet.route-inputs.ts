import type { RouteInputs } from '../../shared/rest/route-input';
import { TopUpInput } from './wallet.inputs';

/** OpenAPI inputs of the wallet module's REST routes (see RouteInputs). */
export const walletRouteInputs: RouteInputs = {
  'PUT /admin/arif/offense/:adminId/update/wallet': {
    body: TopUpInput,
    omit: ['hostId'],
    extra: {
      wallet: {
        type: 'number',
        description:
          'The balance in Birr after the call. Super admin without amount: set the balance to it. With amount (the legacy client sends both): must be the balance amount gives, else 400.',
      },
      username: { type: 'string', description: "The caller's own username (inline step-up)" },
      password: { type: 'string', description: "The caller's own password (inline step-up)" },
    },
    note: "An owner's call tops up from the group's super account (minimum 10,000 Birr); a super admin's adjusts by amount (may be negative) or sets wallet.",
  },
};
