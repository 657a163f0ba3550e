import type { Request, RequestHandler } from 'express';
import { AppError } from '../shared/errors/app-error';
import type { Actor } from '../shared/auth/actor';
import { clientAddress } from '../shared/rest/request';

/** The caller as both transports see it: session token plus optional X-Step-Up token (the auth module's). */
export type Authenticate = (req: Request) => Promise<Actor | null>;

/** Resolves the bearer token once per request; handlers read res.locals.actor. */
export function attachActor(authenticate: Authenticate): RequestHandler {
  return async (req, res, next) => {
    res.locals.actor = await authenticate(req);
    next();
  };
}

/** The legacy x-api-key header identifies the client; enforced only when API_KEY is set. */
export function apiKeyGuard(apiKey: string | undefined): RequestHandler {
  return (req: Request, _res, next) => {
    if (apiKey && req.get('x-api-key') !== apiKey)
      return next(new AppError('UNAUTHENTICATED', 'Missing or wrong API key'));
    next();
  };
}

/** Blocked addresses get 403 ADDRESS_BLOCKED on every API path (the client shows /blocked). */
export function addressBlockGuard(assertAddressAllowed: (address: string) => Promise<void>): RequestHandler {
  return async (req, _res, next) => {
    await assertAddressAllowed(clientAddress(req));
    next();
  };
}
