export { AnnouncementService } from './announcement.service';

import type { ModuleManifest } from '../../shared/module';
import type { Orm } from '../../shared/db/orm';
import { AnnouncementSchema } from './announcement.entity';
import { AnnouncementResolver } from './announcement.resolver';
import { announcementRoutes } from './announcement.rest';
import { announcementRouteInputs } from './announcement.route-inputs';
import { AnnouncementService } from './announcement.service';
import type { AnnouncementServices } from './announcement.context';

export const announcementModule = {
  name: 'announcement',
  entities: [AnnouncementSchema],
  resolvers: [AnnouncementResolver],
  rest: { router: announcementRoutes, inputs: announcementRouteInputs },
  createServices: ({ orm }: { orm: Orm }) => ({ announcements: new AnnouncementService(orm) }),
} satisfies ModuleManifest<AnnouncementServices>;
