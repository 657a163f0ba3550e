export { parseDateTime } from './bonus-values';

import type { ModuleManifest } from '../../shared/module';
import type { Orm } from '../../shared/db/orm';
import { BonusAwardSchema, BonusConfigSchema, BonusPresetSchema } from './bonus.entities';
import { BonusResolver } from './bonus.resolver';
import { BonusPresetCopyResolver } from './bonus-preset-copy.resolver';
import { bonusRoutes } from './bonus.rest';
import { bonusRouteInputs } from './bonus.route-inputs';
import { BonusService } from './bonus.service';
import type { BonusServices } from './bonus.context';

export const bonusModule = {
  name: 'bonus',
  entities: [BonusConfigSchema, BonusPresetSchema, BonusAwardSchema],
  resolvers: [BonusResolver, BonusPresetCopyResolver],
  rest: { router: bonusRoutes, inputs: bonusRouteInputs },
  createServices: ({ orm }: { orm: Orm }) => ({ bonuses: new BonusService(orm) }),
} satisfies ModuleManifest<BonusServices>;
