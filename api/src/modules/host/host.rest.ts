import { santimToBirr } from '@bingo/core';
import { Router } from 'express';
import { IDEMPOTENCY_HEADER } from '../idempotency';
import { actorOf, cardSetOfBase, clientAddress, requireRole } from '../../shared/rest/request';
import { parseInput } from '../../shared/validation/parse-input';
import type { HostServices as Services } from './host.context';
import { ChangePasswordInput, CommissionRateInput, RegisterHostInput, registerFromBirr } from './host.inputs';
import type { HostRecord } from './host.types';

/**
 * docs/legacy-rest.md#hosts-and-wallets, owner and super admin. The obscure paths keep their names for the old
 * client but guard nothing by obscurity: each checks the caller's role like any other path.
 */
export function hostRoutes(services: Services): Router {
  const router = Router();
  const managers = requireRole('OWNER', 'SUPER_ADMIN');

  router.post('/admin/canine/secure/register', managers, async (req, res) => {
    const input = registerFromBirr(await parseInput(RegisterHostInput, { cardSet: cardSetOfBase(req), ...req.body }));
    const host = await services.hosts.register(actorOf(res), input, req.get(IDEMPOTENCY_HEADER));
    res.status(201).json({ message: 'User registered successfully', adminId: host.id, username: host.username });
  });

  for (const action of ['block', 'unblock'] as const) {
    router.post(`/admin/:id/${action}`, managers, async (req, res) => {
      const host = await services.hosts.setBlocked(actorOf(res), String(req.params.id), action === 'block');
      res.json({ message: `Admin ${action}ed successfully`, isBlocked: host.isBlocked });
    });
  }

  // masterKey is now the acting super admin's own password (docs/roles-and-accounts.md#step-up).
  router.post('/admin/change-password', requireRole('SUPER_ADMIN'), async (req, res) => {
    const input = await parseInput(ChangePasswordInput, req.body);
    const actor = await services.auth.stepUpInline(actorOf(res), clientAddress(req), req.body?.masterKey);
    await services.hosts.changePassword(actor, input);
    res.json({ message: 'Password changed successfully' });
  });

  router.put('/admin/:id/commission-rate', managers, async (req, res) => {
    const input = await parseInput(CommissionRateInput, { ...req.body, hostId: String(req.params.id) });
    const host = await services.hosts.setCommissionRate(actorOf(res), input);
    res.json({ message: 'Commission rate updated', commissionRate: host.commissionRate });
  });

  return router;
}

/** docs/legacy-rest.md#hosts-and-wallets names; money in Birr. */
export function toLegacyHost(host: HostRecord) {
  return {
    _id: host.id,
    username: host.username,
    lastLoginTime: host.lastLoginAt,
    wallet: santimToBirr(host.walletBalance),
    isBlocked: host.isBlocked,
    commissionRate: host.commissionRate,
    api: host.api,
  };
}
