import { Router } from 'express';
import { actorOf, requireRole } from '../../shared/rest/request';
import { parseInput } from '../../shared/validation/parse-input';
import type { AnnouncementServices as Services } from './announcement.context';
import { AnnouncementInput } from './announcement.inputs';

export function announcementRoutes(services: Services): Router {
  const router = Router();
  const superAdmin = requireRole('SUPER_ADMIN');

  router.get('/api/announcements', requireRole(), async (_req, res) => {
    res.json(await services.announcements.active());
  });
  router.get('/api/admin/announcements', superAdmin, async (_req, res) => {
    res.json(await services.announcements.list());
  });
  router.post('/api/admin/announcements', superAdmin, async (req, res) => {
    res
      .status(201)
      .json(await services.announcements.create(actorOf(res), await parseInput(AnnouncementInput, req.body)));
  });
  router.put('/api/admin/announcements/:id', superAdmin, async (req, res) => {
    res.json(
      await services.announcements.update(
        actorOf(res),
        String(req.params.id),
        await parseInput(AnnouncementInput, req.body),
      ),
    );
  });

  return router;
}
