import type { Request, RequestHandler } from 'express';
import { TWO_FACTOR_ENROLMENT_MESSAGE } from '@bingo/core';
import { AppError } from '../errors/app-error';
import type { Actor, Role } from '../auth/actor';

declare module 'express-serve-static-core' {
  interface Locals {
    actor: Actor | null;
  }
}

export function clientAddress(req: Request): string {
  return (req.ip ?? req.socket.remoteAddress ?? 'unknown').slice(0, 64);
}

/** Route guard, the REST twin of GraphQL's @Authorized(roles). */
export function requireRole(...roles: Role[]): RequestHandler {
  const guard: RequestHandler = (_req, res, next) => {
    const actor = res.locals.actor;
    if (!actor) return next(new AppError('UNAUTHENTICATED', 'Sign in to continue'));
    if (roles.length > 0 && !roles.includes(actor.role))
      return next(new AppError('FORBIDDEN', 'You are not allowed to do this'));
    // No REST route enrols: an owner who must set up two-factor sign-in does it in the web app first.
    if (actor.twoFactorPending)
      return next(new AppError('TWO_FACTOR_ENROLMENT_REQUIRED', TWO_FACTOR_ENROLMENT_MESSAGE));
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

/**
 * The card set a legacy base stands for (docs/legacy-rest.md#bases): `/` was the first backend
 * ("Cartella 1"), `/v2` the second. The managers' lists answer only that card set's hosts and
 * records, so a client merging both backends sees each record once.
 */
export function cardSetOfBase(req: Request): 1 | 2 {
  return req.baseUrl.toLowerCase().startsWith('/v2') ? 2 : 1;
}
