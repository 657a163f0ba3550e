import { Router } from 'express';
import { actorOf, requireRole } from '../../shared/rest/request';
import { parseInput } from '../../shared/validation/parse-input';
import type { PowerGamesServices as Services } from './power-games.context';
import { PowerCampaignInput, PowerClickInput, PowerRedeemInput, PowerStatusInput } from './power-games.inputs';

/**
 * docs/legacy-rest.md#power-games-and-announcements, Power Games ({bonus host}/api/game-button-status and -click, now served
 * here), the redeem call for the external site, and the super admin's campaign management.
 */
export function powerGamesRoutes(services: Services): Router {
  const router = Router();
  const power = services.powerGames;

  router.post('/api/game-button-status', requireRole('HOST'), async (req, res) => {
    const input = await parseInput(PowerStatusInput, req.body ?? {});
    res.json(
      await power.status(
        actorOf(res),
        input.adminID ?? (typeof req.body?.adminId === 'string' ? req.body.adminId : undefined),
      ),
    );
  });

  router.post('/api/game-button-click', requireRole('HOST'), async (req, res) => {
    res.json(await power.click(actorOf(res), await parseInput(PowerClickInput, req.body)));
  });

  router.post('/api/power-games/redeem', async (req, res) => {
    const input = await parseInput(PowerRedeemInput, req.body);
    res.json(await power.redeem(input.code));
  });

  const superAdmin = requireRole('SUPER_ADMIN');
  router.get('/api/admin/power-games', superAdmin, async (_req, res) => {
    res.json(await power.list(actorOf(res)));
  });
  router.post('/api/admin/power-games', superAdmin, async (req, res) => {
    res.status(201).json(await power.create(actorOf(res), await parseInput(PowerCampaignInput, req.body)));
  });
  router.put('/api/admin/power-games/:id', superAdmin, async (req, res) => {
    res.json(await power.update(actorOf(res), String(req.params.id), await parseInput(PowerCampaignInput, req.body)));
  });

  return router;
}
