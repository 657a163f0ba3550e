import type { GraphQLContext as SharedContext } from '../../shared/graphql/graphql-context';
import type { OwnerAccountService } from './owner-accounts.service';
import type { OwnerGroupAdminService } from './owner-group-admin.service';
import type { OwnerGroupService } from './owner-group.service';

/** The services the owner-group module's resolvers and REST handlers use; the composition root provides them. */
export interface OwnerGroupServices {
  ownerGroups: OwnerGroupService;
  ownerGroupAdmin: OwnerGroupAdminService;
  ownerAccounts: OwnerAccountService;
}

export type GraphQLContext = SharedContext<OwnerGroupServices>;
