export { FreeGameService } from './free-game.service';

import type { ModuleManifest } from '../../shared/module';
import type { Orm } from '../../shared/db/orm';
import type { FreeGameServices } from './free-game.context';
import { FreeGameSlotSchema } from './free-game.entity';
import { FreeGameResolver } from './free-game.resolver';
import { freeGameRoutes } from './free-game.rest';
import { freeGameRouteInputs } from './free-game.route-inputs';
import { FreeGameService } from './free-game.service';

export const freeGameModule = {
  name: 'free-game',
  entities: [FreeGameSlotSchema],
  resolvers: [FreeGameResolver],
  rest: { router: freeGameRoutes, inputs: freeGameRouteInputs },
  createServices: ({ orm }: { orm: Orm }) => ({ freeGames: new FreeGameService(orm) }),
} satisfies ModuleManifest<FreeGameServices>;
