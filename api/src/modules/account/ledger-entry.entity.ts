import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { LEDGER_KINDS, type LedgerKind } from '@bingo/core';
import { AccountSchema } from './account.entity';

export { LEDGER_KINDS, type LedgerKind };

/** One wallet movement in santim; `balanceAfter` makes the running balance auditable row by row. */
export const LedgerEntrySchema = defineEntity({
  name: 'LedgerEntry',
  tableName: 'ledger_entry',
  checks: [{ name: 'ledger_entry_balance_after_check', expression: 'balance_after >= 0' }],
  indexes: [{ properties: ['account', 'createdAt'] }],
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => crypto.randomUUID()),
    account: () => p.manyToOne(AccountSchema),
    kind: p.enum(LEDGER_KINDS).$type<LedgerKind>(),
    amount: p.bigint('number'),
    balanceAfter: p.bigint('number'),
    actor: () => p.manyToOne(AccountSchema).nullable(),
    counterparty: () => p.manyToOne(AccountSchema).nullable(),
    note: p.text().nullable(),
    /** What caused the movement, e.g. "game:<id>", so a game's money can be traced. */
    reference: p.string().length(100).nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export type LedgerEntry = InferEntity<typeof LedgerEntrySchema>;
