import { Router } from 'express';
import { actorOf, requireRole } from '../../shared/rest/request';
import { parseInput } from '../../shared/validation/parse-input';
import type { AnomalyServices as Services } from './anomaly.context';
import { AnomalyThresholdsInput, CardPrintsInput } from './anomaly.types';

const text = (q: unknown) => (typeof q === 'string' && q !== '' ? q : null);
/** A whole number from a query parameter; anything else is passed on for the service to refuse. */
const whole = (q: unknown) => (typeof q === 'string' && q !== '' ? Number(q) : null);

/** The anomaly screen over REST under /api/anomalies, as in GraphQL (docs/reporting.md#anomalies). */
export function anomalyRoutes(services: Services): Router {
  const router = Router();
  router.get('/api/anomalies', requireRole('OWNER', 'SUPER_ADMIN'), async (req, res) => {
    res.json(
      await services.anomalies.report(actorOf(res), {
        startDate: text(req.query.startDate),
        endDate: text(req.query.endDate),
        ownerGroupId: whole(req.query.ownerGroupId),
      }),
    );
  });
  router.get('/api/anomalies/thresholds', requireRole('OWNER', 'SUPER_ADMIN'), async (req, res) => {
    res.json(await services.anomalies.thresholds(actorOf(res), whole(req.query.ownerGroupId)));
  });
  router.put('/api/anomalies/thresholds', requireRole('OWNER', 'SUPER_ADMIN'), async (req, res) => {
    const { ownerGroupId, ...values } = await parseInput(AnomalyThresholdsInput, req.body);
    res.json(await services.anomalies.setThresholds(actorOf(res), ownerGroupId, values));
  });
  router.get('/api/anomalies/:hostId/:kind', requireRole('OWNER', 'SUPER_ADMIN'), async (req, res) => {
    res.json(
      await services.anomalies.evidence(actorOf(res), {
        hostId: req.params.hostId as string,
        kind: req.params.kind as string,
        startDate: text(req.query.startDate),
        endDate: text(req.query.endDate),
        cardNumber: whole(req.query.cardNumber),
      }),
    );
  });
  router.post('/api/card-prints', requireRole('HOST'), async (req, res) => {
    const input = await parseInput(CardPrintsInput, req.body);
    res.status(201).json({ reprints: await services.anomalies.recordPrints(actorOf(res), input.paletteNumbers) });
  });
  return router;
}

/** GET paths personal API tokens may read. */
export const ANOMALY_GET_PATHS = [/^\/api\/anomalies(\/|$)/];
