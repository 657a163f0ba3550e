import { santimToBirr } from '@bingo/core';
import { Router } from 'express';
import { actorOf, requireRole } from '../../shared/rest/request';
import type { OwnerGroupServices as Services } from './owner-group.context';

export function ownerGroupRoutes(services: Services): Router {
  const router = Router();
  router.get('/admin/owner-group', requireRole('OWNER'), async (_req, res) => {
    const group = await services.ownerGroups.mine(actorOf(res));
    res.json({ ...group, superAccountWallet: santimToBirr(group.superAccountWallet) });
  });
  return router;
}
