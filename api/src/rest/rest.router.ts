import express, { Router, type RequestHandler } from 'express';
import { apiNotFound } from './error-handler';
import { rejectUnstorableText } from '../shared/http/text-guard';
import { apiKeyGuard, attachActor, type Authenticate } from './rest-context';

export const JSON_BODY_LIMIT = '1mb';

/** What the REST layer is built from; the composition root derives it from the modules' manifests. */
export interface RestRouterInputs {
  /** The legacy x-api-key (config API_KEY); enforced only when set. */
  apiKey: string | undefined;
  authenticate: Authenticate;
  /** Run on every API request once the actor is attached, before any route (e.g. the read-only token guard). */
  guards: readonly RequestHandler[];
  /** The modules' routers, in mount order. */
  routers: readonly Router[];
}

/**
 * The REST compatibility layer. The same router answers on `/` (first backend) and `/v2`
 * (second backend); which card set a host plays is a property of the host, not of the path.
 */
export function createRestRouter({ apiKey, authenticate, guards, routers }: RestRouterInputs): Router {
  const api = Router();
  api.use(express.json({ limit: JSON_BODY_LIMIT }));
  api.use(rejectUnstorableText);
  api.use(apiKeyGuard(apiKey));
  api.use(attachActor(authenticate));
  for (const guard of guards) api.use(guard);
  for (const router of routers) api.use(router);
  api.use(apiNotFound);

  const root = Router();
  root.use('/v2', api);
  root.use(api);
  return root;
}
