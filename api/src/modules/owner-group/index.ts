import type { ModuleManifest } from '../../shared/module';
import type { Orm } from '../../shared/db/orm';
import type { OwnerGroupServices } from './owner-group.context';
import { OwnerAccountService } from './owner-accounts.service';
import { OwnerGroupAdminResolver } from './owner-group-admin.resolver';
import { OwnerGroupAdminService } from './owner-group-admin.service';
import { OwnerGroupResolver } from './owner-group.resolver';
import { ownerGroupRoutes } from './owner-group.rest';
import { OwnerGroupService } from './owner-group.service';

/** An owner's own group, and the super admin's management of groups, owners and super accounts. */
export const ownerGroupModule = {
  name: 'owner-group',
  resolvers: [OwnerGroupResolver, OwnerGroupAdminResolver],
  rest: { router: ownerGroupRoutes },
  createServices: ({ orm }: { orm: Orm }) => ({
    ownerGroups: new OwnerGroupService(orm),
    ownerGroupAdmin: new OwnerGroupAdminService(orm),
    ownerAccounts: new OwnerAccountService(orm),
  }),
} satisfies ModuleManifest<OwnerGroupServices>;
