export { gameJackpot } from './jackpot-settlement';

import type { ModuleManifest } from '../../shared/module';
import type { Orm } from '../../shared/db/orm';
import type { JackpotServices } from './jackpot.context';
import { JackpotPoolSchema, JackpotWinSchema } from './jackpot.entity';
import { JackpotResolver } from './jackpot.resolver';
import { jackpotRoutes } from './jackpot.rest';
import { jackpotRouteInputs } from './jackpot.route-inputs';
import { JackpotService } from './jackpot.service';

export const jackpotModule = {
  name: 'jackpot',
  entities: [JackpotPoolSchema, JackpotWinSchema],
  resolvers: [JackpotResolver],
  rest: { router: jackpotRoutes, inputs: jackpotRouteInputs },
  createServices: ({ orm }: { orm: Orm }) => ({ jackpots: new JackpotService(orm) }),
} satisfies ModuleManifest<JackpotServices>;
