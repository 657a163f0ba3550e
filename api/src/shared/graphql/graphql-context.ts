import type { Actor } from '../auth/actor';
import type { DeviceCookieJar } from '../http/cookie-jar';
import type { DisplayPrincipal } from '../auth/display-principal';

/**
 * What every resolver receives. `services` is typed by each module with the services its own
 * resolvers use (see the module's `<module>.context.ts`); the composition root puts the whole set in.
 */
export interface GraphQLContext<S = unknown> {
  actor: Actor | null;
  /** A paired room display's socket (never together with an actor): only the display feed reads it. */
  display?: DisplayPrincipal | null;
  services: S;
  /** The client's address (for sign-in protection). */
  address: string;
  userAgent: string;
  /** The sign-in device cookie (HTTP requests only, not subscriptions). */
  device?: DeviceCookieJar;
  /** The Idempotency-Key header, raw; the services validate it. */
  idempotencyKey?: string;
}

/** For resolvers behind @Authorized: the authChecker has already guaranteed an actor. */
export function requireActor(ctx: GraphQLContext): Actor {
  if (!ctx.actor) throw new Error('requireActor used on a resolver without @Authorized');
  return ctx.actor;
}
