export { hallDisplayName } from './hall.service';

import type { ModuleManifest } from '../../shared/module';
import type { Orm } from '../../shared/db/orm';
import type { HallServices } from './hall.context';
import { HallSettingsSchema } from './hall-settings.entity';
import { HallResolver } from './hall.resolver';
import { HallService } from './hall.service';

/** Hall settings per host: display name, support phones, default language and voice (GraphQL only: no documented REST path). */
export const hallModule = {
  name: 'hall',
  entities: [HallSettingsSchema],
  resolvers: [HallResolver],
  createServices: ({ orm }: { orm: Orm }) => ({ halls: new HallService(orm) }),
} satisfies ModuleManifest<HallServices>;
