import { Router } from 'express';
import { parseInput } from '../../shared/validation/parse-input';
import type { AuthServices as Services } from './auth.context';
import { actorOf, clientAddress, requireRole } from '../../shared/rest/request';
import { LoginInput, StepUpInput } from './auth.inputs';
import { deviceCookieJar } from '../../shared/http/cookie-jar';

/** docs/legacy-rest.md#session: POST /api/admin/login and GET /admin/validate-token. */
export function authRoutes(services: Services): Router {
  const router = Router();

  router.post('/api/admin/login', async (req, res) => {
    const device = deviceCookieJar(req, res);
    const input = await parseInput(LoginInput, req.body);
    const result = await services.auth.login(input, { address: clientAddress(req), deviceCookie: device.value });
    device.remember(result.deviceCookie);
    res.json({
      token: result.token,
      username: result.username,
      adminId: result.adminId,
      role: result.role,
      twoFactorEnrolmentRequired: result.twoFactorEnrolmentRequired,
    });
  });

  // Answers 200 {valid:false} rather than 401 so the client can tell "bad token" from "server down".
  router.get('/admin/validate-token', (_req, res) => {
    res.json({ valid: res.locals.actor !== null });
  });

  // Step-up: the answer's stepUpToken goes in the X-Step-Up header of sensitive calls (5 minutes).
  router.post('/api/admin/step-up', requireRole(), async (req, res) => {
    const input = await parseInput(StepUpInput, req.body);
    res.json(await services.auth.stepUp(actorOf(res), input.password, clientAddress(req), input.code));
  });

  return router;
}
