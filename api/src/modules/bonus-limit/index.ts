export { bonusLimitsFor } from './bonus-limit.service';

import type { ModuleManifest } from '../../shared/module';
import type { Orm } from '../../shared/db/orm';
import { BonusLimitSchema } from './bonus-limit.entity';
import { BonusLimitResolver } from './bonus-limit.resolver';
import { BonusLimitService } from './bonus-limit.service';
import type { BonusLimitServices } from './bonus-limit.context';

/** The platform's bonus limits per owner group and host (docs/games-and-money.md#bonus-limits). */
export const bonusLimitModule = {
  name: 'bonus-limit',
  entities: [BonusLimitSchema],
  resolvers: [BonusLimitResolver],
  createServices: ({ orm }: { orm: Orm }) => ({ bonusLimits: new BonusLimitService(orm) }),
} satisfies ModuleManifest<BonusLimitServices>;
