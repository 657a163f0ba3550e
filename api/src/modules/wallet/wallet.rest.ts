import { santimToBirr } from '@bingo/core';
import { Router } from 'express';
import { actorOf, cardSetOfBase, clientAddress, requireRole } from '../../shared/rest/request';
import { parseInput } from '../../shared/validation/parse-input';
import type { WalletServices as Services } from './wallet.context';
import { IDEMPOTENCY_HEADER } from '../idempotency';
import { AdjustWalletInput, adjustFromBirr, TopUpInput, topUpFromBirr } from './wallet.inputs';
import { exportRequestOf } from '../../shared/export/export-request';
import { withinRange } from '../../shared/export/export-range';
import { oneBatch, sendExport } from '../../shared/export/send-export';
import type { ExportColumn } from '../../shared/export/export-columns';
import type { WalletTransaction } from './wallet.types';

const TRANSACTION_COLUMNS: readonly ExportColumn<WalletTransaction>[] = [
  { key: 'dateTime', isoKey: 'dateTimeIso', kind: 'instant', value: (t) => t.date },
  { key: 'host', kind: 'text', value: (t) => t.toAdmin },
  { key: 'kind', kind: 'code', value: (t) => t.kind },
  { key: 'amount', kind: 'birr', value: (t) => t.amount },
];

export function walletRoutes(services: Services): Router {
  const router = Router();

  /**
   * Body {wallet, amount, username, password}: the username/password re-authenticate the caller
   * (step-up). An owner's call is a top-up of `amount` from the group's super account; a super
   * admin's adjusts by `amount` or sets the balance to `wallet`.
   */
  router.put('/admin/arif/offense/:adminId/update/wallet', requireRole('OWNER', 'SUPER_ADMIN'), async (req, res) => {
    const actor = await services.auth.stepUpInline(
      actorOf(res),
      clientAddress(req),
      req.body?.password,
      req.body?.username,
    );
    const hostId = String(req.params.adminId);
    const result =
      actor.role === 'OWNER'
        ? await services.walletAdmin.topUp(
            actor,
            topUpFromBirr(await parseInput(TopUpInput, { hostId, amount: req.body?.amount, wallet: req.body?.wallet })),
            req.get(IDEMPOTENCY_HEADER),
          )
        : await services.walletAdmin.adjust(
            actor,
            adjustFromBirr(
              await parseInput(AdjustWalletInput, { hostId, amount: req.body?.amount, wallet: req.body?.wallet }),
            ),
            req.get(IDEMPOTENCY_HEADER),
          );
    res.json({ message: 'Wallet updated successfully', wallet: santimToBirr(result.walletBalance) });
  });

  // docs/legacy-rest.md#hosts-and-wallets: {_id, date, toAdmin: {username}, amount}, this base's card set only.
  router.get('/admin/transactions', requireRole('OWNER', 'SUPER_ADMIN'), async (req, res) => {
    const wanted = exportRequestOf(req);
    // An export lists every card set's hosts, as the screen (GraphQL walletTransactions) does;
    // the JSON answer keeps the legacy base's card set.
    const rows = await services.walletAdmin.transactions(actorOf(res), wanted ? {} : { cardSetId: cardSetOfBase(req) });
    if (wanted) {
      const inRange = withinRange(rows, wanted.range, (t) => t.date);
      return sendExport(res, wanted, { name: 'transactions', columns: TRANSACTION_COLUMNS, rows: oneBatch(inRange) });
    }
    res.json(
      rows.map((row) => ({
        _id: row.id,
        date: row.date,
        toAdmin: { username: row.toAdmin },
        amount: santimToBirr(row.amount),
        kind: row.kind,
      })),
    );
  });

  return router;
}
