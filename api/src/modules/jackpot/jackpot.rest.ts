import { Router } from 'express';
import { santimToBirr } from '@bingo/core';
import { actorOf, requireRole } from '../../shared/rest/request';
import type { JackpotServices as Services } from './jackpot.context';
import { linkedJackpotRoutes } from './linked-jackpot.rest';

const birr = santimToBirr;

export function jackpotRoutes(services: Services): Router {
  const router = Router();

  router.get('/admin/jackpot-history', requireRole(), async (req, res) => {
    const hostId = typeof req.query.hostId === 'string' ? req.query.hostId : null;
    const history = await services.jackpots.history(actorOf(res), hostId);
    res.json(
      history.map((j) => ({
        _id: j.id,
        createdAt: j.createdAt,
        payoutToWinner: birr(j.amount),
        winnerCard: j.winnerCard,
        completedAtCall: j.completedAtCall,
        gameId: j.gameId,
        admin: { _id: j.hostId, username: j.hostUsername },
      })),
    );
  });

  router.use(linkedJackpotRoutes(services));
  return router;
}
