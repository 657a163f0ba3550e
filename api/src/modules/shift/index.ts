export { gameTill } from './shift-till';

import type { ModuleManifest } from '../../shared/module';
import type { Orm } from '../../shared/db/orm';
import type { ShiftServices } from './shift.context';
import {
  HostMeterSchema,
  PayoutFlagSchema,
  ShiftCorrectionSchema,
  ShiftGameSchema,
  ShiftSchema,
  TillSettingsSchema,
} from './shift.entity';
import { ShiftResolver } from './shift.resolver';
import { shiftRoutes } from './shift.rest';
import { shiftRouteInputs } from './shift.route-inputs';
import { ShiftService } from './shift.service';
import { TillService } from './till.service';

/**
 * The till (docs/games-and-money.md#the-till): shifts, meters that never reset, the hall's till
 * settings and flagged payouts. Games reach it through the game module's till port (`gameTill`).
 */
export const shiftModule = {
  name: 'shift',
  entities: [
    ShiftSchema,
    ShiftCorrectionSchema,
    ShiftGameSchema,
    HostMeterSchema,
    TillSettingsSchema,
    PayoutFlagSchema,
  ],
  resolvers: [ShiftResolver],
  rest: { router: shiftRoutes, inputs: shiftRouteInputs },
  // The meters and the shifts list are reports: a read-only API token reads (and exports) them.
  readOnly: { queries: ['meters'], getPaths: [/^\/api\/shifts\/meters$/, /^\/api\/shifts$/] },
  createServices: ({ orm }: { orm: Orm }) => ({ shifts: new ShiftService(orm), till: new TillService(orm) }),
} satisfies ModuleManifest<ShiftServices>;
