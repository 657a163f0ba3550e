export { AccountSchema } from './account.entity';
export type { Account } from './account.entity';
export { AccountView } from './account.types';
export { createAccount, insertAccount } from './create-account';
export { setAccountBlocked } from './set-blocked';
export {
  escapeLike,
  findHostInScope,
  findWalletInScope,
  groupOf,
  HIDDEN_HOST,
  hostFilterFor,
  ownsUsername,
} from './host-scope';
export { LedgerEntrySchema } from './ledger-entry.entity';
export { moveMoney, moveMoneyLocked, transfer } from './wallet-ledger';
export { OwnerGroupSchema } from './account.entity';
export type { OwnerGroup } from './account.entity';
export { createOwnerGroup, insertOwnerGroup, unusablePasswordHash } from './create-owner-group';
export { AccountService } from './account.service';

import type { ModuleManifest } from '../../shared/module';
import type { Orm } from '../../shared/db/orm';
import { LedgerEntrySchema } from './ledger-entry.entity';
import { AccountSchema, OwnerGroupSchema } from './account.entity';
import { AccountService } from './account.service';

/** Accounts, their owner groups, and the wallet ledger (the balance is a cache of the ledger sum). */
export const accountModule = {
  name: 'account',
  entities: [AccountSchema, LedgerEntrySchema, OwnerGroupSchema],
  createServices: ({ orm }: { orm: Orm }) => ({ accounts: new AccountService(orm) }),
} satisfies ModuleManifest;
