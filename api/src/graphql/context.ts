import type { Actor } from '../modules/auth/actor';
import type { Services } from '../services';

export interface GraphQLContext {
  actor: Actor | null;
  services: Services;
  /** The client's address (for sign-in protection). */
  address: string;
  userAgent: string;
  /** The Idempotency-Key header, raw; the services validate it. */
  idempotencyKey?: string;
}

/** For resolvers behind @Authorized: the authChecker has already guaranteed an actor. */
export function requireActor(ctx: GraphQLContext): Actor {
  if (!ctx.actor) throw new Error('requireActor used on a resolver without @Authorized');
  return ctx.actor;
}
