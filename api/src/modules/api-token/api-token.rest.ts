import { Router, type RequestHandler } from 'express';
import { actorOf, requireRole } from '../../shared/rest/request';
import { AppError } from '../../shared/errors/app-error';
import { parseInput } from '../../shared/validation/parse-input';
import type { ApiTokenServices as Services } from './api-token.context';
import { CreateApiTokenInput } from './api-token.types';

export const READ_ONLY_MESSAGE = 'API tokens can only read reports';

/**
 * A personal API token reaches only the GET report paths (the reporting modules declare them in
 * their manifests; the composition root passes them in); every other REST request made with
 * one is 403. Mounted right after the actor is attached, before any route.
 */
export function readOnlyGuard(reportGetPaths: readonly RegExp[]): RequestHandler {
  return (req, res, next) => {
    if (!res.locals.actor?.readOnly) return next();
    if ((req.method === 'GET' || req.method === 'HEAD') && reportGetPaths.some((p) => p.test(req.path))) return next();
    next(new AppError('FORBIDDEN', READ_ONLY_MESSAGE));
  };
}

export function apiTokenRoutes(services: Services): Router {
  const router = Router();
  const signedIn = requireRole();
  // ?accountId=… (or ?all=true): the super admin's view of another account's (every account's) tokens.
  router.get('/admin/api-tokens', signedIn, async (req, res) => {
    const accountId = typeof req.query.accountId === 'string' ? req.query.accountId : null;
    res.json(await services.apiTokens.list(actorOf(res), { accountId, allAccounts: req.query.all === 'true' }));
  });
  router.post('/admin/api-tokens', signedIn, async (req, res) => {
    res
      .status(201)
      .json(await services.apiTokens.create(actorOf(res), await parseInput(CreateApiTokenInput, req.body)));
  });
  router.delete('/admin/api-tokens/:id', signedIn, async (req, res) => {
    res.json(await services.apiTokens.revoke(actorOf(res), String(req.params.id)));
  });
  return router;
}
