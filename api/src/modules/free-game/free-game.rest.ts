import { Router } from 'express';
import { actorOf, requireRole } from '../../shared/rest/request';
import { parseInput } from '../../shared/validation/parse-input';
import type { FreeGameServices as Services } from './free-game.context';
import { BulkScheduleInput, RandomScheduleInput, ScheduleFreeGameInput } from './free-game.inputs';
import type { FreeGameSlotView } from './free-game.types';

/** docs/legacy-rest.md#free-games. Hosts only; writes need X-Step-Up. */
export function freeGameRoutes(services: Services): Router {
  const router = Router();
  const host = requireRole('HOST');
  const free = services.freeGames;

  router.get('/admin/free-game/schedules', host, async (_req, res) => {
    res.json((await free.list(actorOf(res))).map(toLegacy));
  });
  router.get('/admin/free-game/history', host, async (_req, res) => {
    res.json((await free.history(actorOf(res))).map(toLegacy));
  });
  router.post('/free-game/schedule', host, async (req, res) => {
    const slot = await free.scheduleOne(actorOf(res), await parseInput(ScheduleFreeGameInput, req.body));
    res.status(201).json({ message: 'Free game scheduled', schedule: toLegacy(slot) });
  });
  router.post('/free-game/bulk-schedule', host, async (req, res) => {
    const result = await free.scheduleBulk(actorOf(res), await parseInput(BulkScheduleInput, req.body));
    // Partial success: the created slots, and the refused ones with their times and reasons.
    res.status(result.count > 0 ? 201 : 200).json({
      message:
        `${result.count} free games scheduled` + (result.refused.length ? `, ${result.refused.length} refused` : ''),
      count: result.count,
      schedules: result.schedules.map(toLegacy),
      refused: result.refused,
    });
  });
  router.post('/free-game/random-schedule', host, async (req, res) => {
    const result = await free.scheduleRandom(actorOf(res), await parseInput(RandomScheduleInput, req.body));
    res.status(201).json({
      message: `${result.count} free games scheduled`,
      count: result.count,
      schedules: result.schedules.map(toLegacy),
    });
  });
  router.put('/free-game/schedule/:id', host, async (req, res) => {
    const slot = await free.reschedule(
      actorOf(res),
      String(req.params.id),
      await parseInput(ScheduleFreeGameInput, req.body),
    );
    res.json({ message: 'Free game updated', schedule: toLegacy(slot) });
  });
  router.delete('/free-game/schedule/:id', host, async (req, res) => {
    await free.cancel(actorOf(res), String(req.params.id));
    res.json({ message: 'Free game cancelled' });
  });
  router.post('/admin/free-game/cancel-all', host, async (_req, res) => {
    const cancelledCount = await free.cancelAll(actorOf(res));
    res.json({ message: 'All scheduled free games cancelled', cancelledCount });
  });

  return router;
}

/** docs/legacy-rest.md#free-games names. */
function toLegacy(slot: FreeGameSlotView) {
  return {
    _id: slot.id,
    scheduledDateTime: slot.scheduledDateTime,
    status: slot.status,
    usedAt: slot.usedAt,
    usedInGameId: slot.usedInGameId ? { _id: slot.usedInGameId, createdAt: slot.gameCreatedAt } : null,
  };
}
