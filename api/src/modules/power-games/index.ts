import type { ModuleManifest } from '../../shared/module';
import type { Orm } from '../../shared/db/orm';
import type { PowerGamesServices } from './power-games.context';
import { PowerAppearanceSchema, PowerCampaignSchema, PowerCodeSchema } from './power-games.entities';
import { PowerGamesResolver } from './power-games.resolver';
import { powerGamesRoutes } from './power-games.rest';
import { powerGamesRouteInputs } from './power-games.route-inputs';
import { PowerGamesService } from './power-games.service';

export const powerGamesModule = {
  name: 'power-games',
  entities: [PowerCampaignSchema, PowerAppearanceSchema, PowerCodeSchema],
  resolvers: [PowerGamesResolver],
  rest: { router: powerGamesRoutes, inputs: powerGamesRouteInputs },
  createServices: ({ orm }: { orm: Orm }) => ({ powerGames: new PowerGamesService(orm) }),
} satisfies ModuleManifest<PowerGamesServices>;
