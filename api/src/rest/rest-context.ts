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

/** The caller as both transports see it: session token plus optional X-Step-Up token. */
export function actorFromRequest(services: Services, req: Request): Promise<Actor | null> {
  return services.auth.authenticate(bearerToken(req.get('authorization')), req.get('x-step-up') ?? undefined);
}

export function clientAddress(req: Request): string {
  return (req.ip ?? req.socket.remoteAddress ?? 'unknown').slice(0, 64);
}

/** Resolves the bearer token once per request; handlers read res.locals.actor. */
export function attachActor(services: Services): RequestHandler {
  return async (req, res, next) => {
    res.locals.actor = await actorFromRequest(services, req);
    next();
  };
}

/** Route guard, the REST twin of GraphQL's @Authorized(roles). */
export function requireRole(...roles: Role[]): RequestHandler {
  const guard: RequestHandler = (_req, res, next) => {
    const actor = res.locals.actor;
    if (!actor) return next(new AppError('UNAUTHENTICATED', 'Sign in to continue'));
    if (roles.length > 0 && !roles.includes(actor.role)) return next(new AppError('FORBIDDEN', 'You are not allowed to do this'));
    next();
  };
  // Read by the OpenAPI document (rest/openapi.ts), so its auth requirements come from the guards.
  return Object.assign(guard, { [REQUIRED_ROLES]: roles });
}

/** Marks a requireRole guard with its roles (an empty list: any signed-in caller). */
export const REQUIRED_ROLES = Symbol('requiredRoles');

/** The actor of a route behind requireRole. */
export function actorOf(res: { locals: { actor: Actor | null } }): Actor {
  if (!res.locals.actor) throw new AppError('UNAUTHENTICATED', 'Sign in to continue');
  return res.locals.actor;
}

/** The legacy x-api-key header identifies the client; enforced only when API_KEY is set. */
export function apiKeyGuard(apiKey: string | undefined): RequestHandler {
  return (req: Request, _res, next) => {
    if (apiKey && req.get('x-api-key') !== apiKey) return next(new AppError('UNAUTHENTICATED', 'Missing or wrong API key'));
    next();
  };
}

/** Blocked addresses get 403 ADDRESS_BLOCKED on every API path (the client shows /blocked). */
export function addressBlockGuard(services: Services): RequestHandler {
  return async (req, _res, next) => {
    await services.signInGuard.assertAddressAllowedCached(clientAddress(req));
    next();
  };
}
