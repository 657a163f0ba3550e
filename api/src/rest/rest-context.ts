import type { Request, RequestHandler } from 'express';
import { AppError } from '../shared/errors/app-error';
import type { Actor } from '../modules/auth/actor';
import { bearerToken } from '../modules/auth/auth.service';
import type { Role } from '../modules/account/account.entity';
import type { Services } from '../services';

declare module 'express-serve-static-core' {
  interface Locals {
    actor: Actor | null;
  }
}

/** Resolves the bearer token once per request; handlers read res.locals.actor. */
export function attachActor(services: Services): RequestHandler {
  return async (req, res, next) => {
    res.locals.actor = await services.auth.authenticate(bearerToken(req.get('authorization')));
    next();
  };
}

/** Route guard, the REST twin of GraphQL's @Authorized(roles). */
export function requireRole(...roles: Role[]): RequestHandler {
  return (_req, res, next) => {
    const actor = res.locals.actor;
    if (!actor) return next(new AppError('UNAUTHENTICATED', 'Sign in to continue'));
    if (roles.length > 0 && !roles.includes(actor.role)) return next(new AppError('FORBIDDEN', 'You are not allowed to do this'));
    next();
  };
}

/** The legacy x-api-key header identifies the client; enforced only when API_KEY is set. */
export function apiKeyGuard(apiKey: string | undefined): RequestHandler {
  return (req: Request, _res, next) => {
    if (apiKey && req.get('x-api-key') !== apiKey) return next(new AppError('UNAUTHENTICATED', 'Missing or wrong API key'));
    next();
  };
}
