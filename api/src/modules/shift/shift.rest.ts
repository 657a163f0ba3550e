import { Router } from 'express';
import { actorOf, requireRole } from '../../shared/rest/request';
import { parseInput } from '../../shared/validation/parse-input';
import type { ShiftServices as Services } from './shift.context';
import { CloseShiftInput, CorrectShiftInput, OpenShiftInput } from './shift.types';
import { exportRequestOf } from '../../shared/export/export-request';
import { withinRange } from '../../shared/export/export-range';
import { oneBatch, sendExport } from '../../shared/export/send-export';
import { SHIFT_EXPORT_COLUMNS } from './shift-export';

/** Shifts and meters over REST under /api/shifts, santim as in GraphQL (docs/games-and-money.md#the-till). */
export function shiftRoutes(services: Services): Router {
  const router = Router();
  const hostId = (q: unknown) => (typeof q === 'string' && q !== '' ? q : null);

  // The list answers a file to `?format=csv|xlsx` or `Accept: text/csv` (docs/reporting.md#exports), JSON otherwise.
  router.get('/api/shifts', requireRole(), async (req, res) => {
    const wanted = exportRequestOf(req);
    const { startDate, endDate, limit } = req.query;
    const shifts = await services.shifts.list(actorOf(res), {
      hostId: hostId(req.query.hostId),
      startDate,
      endDate,
      limit: limit === undefined ? null : typeof limit === 'string' && /^\d{1,4}$/.test(limit) ? Number(limit) : NaN,
    });
    if (!wanted) return res.json(shifts);
    const rows = oneBatch(withinRange(shifts, wanted.range, (s) => s.openedAt));
    return sendExport(res, wanted, { name: 'shifts', columns: SHIFT_EXPORT_COLUMNS, rows });
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
