import { Router } from 'express';
import { actorOf, requireRole } from '../../shared/rest/request';
import { parseInput } from '../../shared/validation/parse-input';
import type { JackpotServices as Services } from './jackpot.context';
import { LinkedJackpotInput } from './linked-jackpot.types';

/** Linked jackpots over REST under /api/linked-jackpots, santim as in GraphQL (docs/games-and-money.md#linked-jackpot). */
export function linkedJackpotRoutes(services: Services): Router {
  const router = Router();
  router.get('/api/linked-jackpots', requireRole('OWNER', 'SUPER_ADMIN'), async (_req, res) => {
    res.json(await services.linkedJackpots.list(actorOf(res)));
  });
  router.post('/api/linked-jackpots', requireRole('OWNER', 'SUPER_ADMIN'), async (req, res) => {
    const input = await parseInput(LinkedJackpotInput, req.body);
    res.status(201).json(await services.linkedJackpots.create(actorOf(res), input));
  });
  router.put('/api/linked-jackpots/:id', requireRole('OWNER', 'SUPER_ADMIN'), async (req, res) => {
    const input = await parseInput(LinkedJackpotInput, req.body);
    res.json(await services.linkedJackpots.update(actorOf(res), req.params.id as string, input));
  });
  return router;
}
