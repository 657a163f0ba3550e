import { AccountSchema } from '../modules/account/account.entity';
import { LedgerEntrySchema } from '../modules/account/ledger-entry.entity';
import { CardSetSchema } from '../modules/card/card-set.entity';
import { CardSchema } from '../modules/card/card.entity';

/** Every entity, listed explicitly: no folder scanning, so tsx, vitest and builds agree. */
export const ENTITIES = [AccountSchema, LedgerEntrySchema, CardSetSchema, CardSchema];
