import { MIN_OWNER_TOP_UP_BIRR, SANTIM_PER_BIRR, santimToBirr } from '@bingo/core';
import type { Orm } from '../../shared/db/orm';
import { refuse } from '../../shared/errors/app-error';
import { LedgerEntrySchema } from '../account';
import { findHostInScope, findWalletInScope, groupOf, hostFilterFor } from '../account';
import type { Actor } from '../../shared/auth/actor';
import { requireStepUp } from '../auth';
import { idempotentTransaction } from '../idempotency';
import { INSUFFICIENT_FUNDS } from '../host';
import type { AdjustWalletCommand, TopUpCommand } from './wallet.inputs';
import type { WalletBalance, WalletTransaction } from './wallet.types';
import { moveMoney, transfer } from '../account';
import { lockWalletBalance } from './wallet.sql';

/**
 * Wallet top-ups and corrections by owners and the super admin, and the transactions list.
 * `idempotencyKey` (the Idempotency-Key header) makes a retried change answer the first result.
 */
export class WalletAdminService {
  constructor(private readonly orm: Orm) {}

  /** Owner: moves the amount from the group's super account to one of the group's hosts. */
  async topUp(actor: Actor, input: TopUpCommand, idempotencyKey?: string): Promise<WalletBalance> {
    requireStepUp(actor);
    if (input.amountSantim < MIN_OWNER_TOP_UP_BIRR * SANTIM_PER_BIRR) {
      throw refuse('MIN_TOP_UP', { min: MIN_OWNER_TOP_UP_BIRR.toLocaleString('en-US') });
    }
    const amount = input.amountSantim;
    return idempotentTransaction(
      this.orm,
      { actorId: actor.id, key: idempotencyKey, operation: 'wallet.topUp', request: input },
      async (tx) => {
        const group = await groupOf(tx, actor);
        if (!group.superAccount) throw refuse('NO_SUPER_ACCOUNT');
        const host = await findHostInScope(tx, actor, input.hostId);
        const { to } = await transfer(tx, {
          fromId: group.superAccount.id,
          toId: host.id,
          amount,
          actorId: actor.id,
          note: 'Owner top-up',
          insufficientMessage: INSUFFICIENT_FUNDS,
        });
        assertWalletAgrees(input.walletSantim, to.balanceAfter); // throws: the transfer rolls back
        return { walletBalance: to.balanceAfter };
      },
    );
  }

  /**
   * Super admin: adjust a host's wallet or a group's super account by `amount`, or set the balance
   * to `wallet`; recorded as an adjustment (funding a super account is one).
   */
  async adjust(actor: Actor, input: AdjustWalletCommand, idempotencyKey?: string): Promise<WalletBalance> {
    requireStepUp(actor);
    if (input.amountSantim == null && input.walletSantim == null) throw refuse('AMOUNT_OR_BALANCE');
    return idempotentTransaction(
      this.orm,
      { actorId: actor.id, key: idempotencyKey, operation: 'wallet.adjust', request: input },
      async (tx) => {
        const host = await findWalletInScope(tx, actor, input.hostId);
        const delta =
          input.amountSantim != null
            ? input.amountSantim
            : input.walletSantim! - (await lockWalletBalance(tx, host.id));
        if (delta === 0) {
          if (input.amountSantim != null) assertWalletAgrees(input.walletSantim, host.walletBalance);
          return { walletBalance: host.walletBalance };
        }
        const moved = await moveMoney(tx, {
          accountId: host.id,
          kind: 'ADJUSTMENT',
          amount: delta,
          actorId: actor.id,
          note: 'Super admin wallet update',
        });
        if (input.amountSantim != null) assertWalletAgrees(input.walletSantim, moved.balanceAfter);
        return { walletBalance: moved.balanceAfter };
      },
    );
  }

  /**
   * Credits to hosts, newest first. Super admin: every visible host. Owner: the group's visible
   * hosts, positive amounts only. Groups' super accounts are OWNER accounts, so never listed; a
   * host is hidden only by the hiding rules (docs/roles-and-accounts.md#hidden-accounts), never
   * for a name that merely ends like a super account's.
   */
  async transactions(actor: Actor, options: { cardSetId?: number } = {}, limit = 200): Promise<WalletTransaction[]> {
    const em = this.orm.em.fork();
    const hostFilter = await hostFilterFor(em as never, actor);
    const rows = await em.find(
      LedgerEntrySchema,
      {
        kind: { $in: ['TOP_UP', 'ADJUSTMENT'] },
        account: {
          $and: [hostFilter, { role: 'HOST' }, ...(options.cardSetId ? [{ cardSet: options.cardSetId }] : [])],
        },
        ...(actor.role === 'OWNER' ? { amount: { $gt: 0 } } : {}),
      },
      { populate: ['account'], orderBy: { createdAt: 'desc' }, limit },
    );
    return rows.map((row) => ({
      id: String(row.id),
      date: row.createdAt,
      toAdmin: row.account.username,
      amount: row.amount,
      kind: row.kind,
    }));
  }
}

/**
 * The legacy client sends both `amount` and `wallet` (the balance it expects afterwards): a pair
 * that disagrees is refused rather than one of them silently ignored (docs/legacy-rest.md#hosts-and-wallets).
 */
function assertWalletAgrees(walletSantim: number | undefined, balanceAfter: number): void {
  if (walletSantim == null || walletSantim === balanceAfter) return;
  throw refuse('WALLET_DISAGREES', { wallet: santimToBirr(walletSantim), balance: santimToBirr(balanceAfter) });
}
