import { Router } from 'express';
import { parseInput } from '../../shared/validation/parse-input';
import type { Services } from '../../services';
import { LoginInput } from './auth.inputs';

/** Seed 000 section 7: POST /api/admin/login and GET /admin/validate-token. */
export function authRoutes(services: Services): Router {
  const router = Router();

  router.post('/api/admin/login', async (req, res) => {
    const result = await services.auth.login(await parseInput(LoginInput, req.body));
    res.json({ token: result.token, username: result.username, adminId: result.adminId, role: result.role });
  });

  // Answers 200 {valid:false} rather than 401 so the client can tell "bad token" from "server down".
  router.get('/admin/validate-token', (_req, res) => {
    res.json({ valid: res.locals.actor !== null });
  });

  return router;
}
