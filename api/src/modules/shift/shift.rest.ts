import { Router } from 'express';
import { actorOf, requireRole } from '../../shared/rest/request';
import { parseInput } from '../../shared/validation/parse-input';
import type { ShiftServices as Services } from './shift.context';
import { shiftsCsv } from './shift-csv';
import { CloseShiftInput, CorrectShiftInput, OpenShiftInput } from './shift.types';

/** Shifts and meters over REST under /api/shifts, santim as in GraphQL (docs/games-and-money.md#the-till). */
export function shiftRoutes(services: Services): Router {
  const router = Router();
  const hostId = (q: unknown) => (typeof q === 'string' && q !== '' ? q : null);

  // The list answers CSV to `Accept: text/csv` (a spreadsheet of the same shifts), JSON otherwise.
  router.get('/api/shifts', requireRole(), async (req, res) => {
    const { startDate, endDate, limit } = req.query;
    const shifts = await services.shifts.list(actorOf(res), {
      hostId: hostId(req.query.hostId),
      startDate,
      endDate,
      limit: limit === undefined ? null : typeof limit === 'string' && /^\d{1,4}$/.test(limit) ? Number(limit) : NaN,
    });
    if (req.accepts(['application/json', 'text/csv']) !== 'text/csv') return void res.json(shifts);
    res.type('text/csv; charset=utf-8').attachment('shifts.csv').send(shiftsCsv(shifts));
  });
  router.get('/api/shifts/current', requireRole('HOST'), async (_req, res) => {
    res.json({ shift: await services.shifts.current(actorOf(res)) });
  });
  router.get('/api/shifts/meters', requireRole(), async (req, res) => {
    res.json(await services.till.meters(actorOf(res), hostId(req.query.hostId)));
  });
  router.get('/api/shifts/:id', requireRole(), async (req, res) => {
    res.json(await services.shifts.get(actorOf(res), req.params.id as string));
  });
  router.post('/api/shifts', requireRole('HOST'), async (req, res) => {
    const input = await parseInput(OpenShiftInput, req.body);
    res.status(201).json(await services.shifts.open(actorOf(res), input.counts));
  });
  router.post('/api/shifts/:id/close', requireRole('HOST'), async (req, res) => {
    const input = await parseInput(CloseShiftInput, { ...(req.body as object), shiftId: req.params.id });
    res.json(await services.shifts.close(actorOf(res), input));
  });
  router.post('/api/shifts/:id/corrections', requireRole('OWNER', 'SUPER_ADMIN'), async (req, res) => {
    const input = await parseInput(CorrectShiftInput, { ...(req.body as object), shiftId: req.params.id });
    res.status(201).json(await services.shifts.correct(actorOf(res), input));
  });
  return router;
}
