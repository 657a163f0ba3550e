import type { ModuleManifest } from '../../shared/module';
import type { Orm } from '../../shared/db/orm';
import type { OwnerGroupServices } from './context';
import { OwnerGroupResolver } from './owner-group.resolver';
import { ownerGroupRoutes } from './owner-group.rest';
import { OwnerGroupService } from './owner-group.service';

export const ownerGroupModule = {
  name: 'owner-group',
  resolvers: [OwnerGroupResolver],
  rest: { router: ownerGroupRoutes },
  createServices: ({ orm }: { orm: Orm }) => ({ ownerGroups: new OwnerGroupService(orm) }),
} satisfies ModuleManifest<OwnerGroupServices>;
