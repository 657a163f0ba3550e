import type { Tx } from '../../shared/db/transaction';
import { actorChanged } from '../../shared/auth/actor-changes';
import { appendAudit } from '../audit';
import type { Account } from './account.entity';

/**
 * Blocks or unblocks an account inside the caller's audited transaction. A change bumps the token
 * version, so the account's tokens stop working at once (docs/roles-and-accounts.md#tokens).
 */
export async function setAccountBlocked(tx: Tx, actorId: string, account: Account, blocked: boolean): Promise<void> {
  if (account.blocked === blocked) return;
  account.blocked = blocked;
  account.tokenVersion += 1;
  await tx.flush();
  actorChanged(tx, account.id);
  await appendAudit(tx, {
    actorId,
    action: blocked ? 'account.block' : 'account.unblock',
    subjectType: 'account',
    subjectId: account.id,
    data: {},
  });
}
