import { Router } from 'express';
import { actorOf, cardSetOfBase, clientAddress, requireRole } from '../../shared/rest/request';
import { parseInput } from '../../shared/validation/parse-input';
import type { SecurityServices as Services } from './security.context';
import { InspectAttemptInput } from './security.inputs';

export function securityRoutes(services: Services): Router {
  const router = Router();

  // Signed-in callers only, recorded for the caller (a chosen name could frame any account).
  router.post('/inspect/inspect-attempt', requireRole(), async (req, res) => {
    await services.inspect.record(
      actorOf(res),
      await parseInput(InspectAttemptInput, req.body),
      clientAddress(req),
      req.get('user-agent') ?? '',
    );
    res.status(201).json({ success: true });
  });

  // docs/legacy-rest.md#security: {_id, timestamp, adminUsername, detectionMethod, ipAddress, userAgent}.
  router.get('/inspect/inspect-attempts', requireRole('SUPER_ADMIN'), async (req, res) => {
    const attempts = await services.inspect.list({ cardSetId: cardSetOfBase(req) });
    res.json(
      attempts.map((a) => ({
        _id: a.id,
        timestamp: a.time,
        adminUsername: a.adminUsername,
        detectionMethod: a.detectionMethod,
        ipAddress: a.address,
        userAgent: a.userAgent,
      })),
    );
  });

  return router;
}
