export { requireStepUp } from '../../shared/auth/step-up';
export { AuthService } from './auth.service';
export { resolveJwtSecret } from './jwt-secret';

import type { Request } from 'express';
import type { AppConfig } from '../../config/config';
import type { Actor } from '../../shared/auth/actor';
import type { ModuleManifest } from '../../shared/module';
import type { Orm } from '../../shared/db/orm';
import type { EventBus } from '../../shared/events/event-bus';
import type { ApiTokenService } from '../api-token';
import type { SignInGuard } from '../security';
import type { TwoFactorService } from '../two-factor';
import { AuthResolver } from './auth.resolver';
import { authRoutes } from './auth.rest';
import { authRouteInputs } from './auth.route-inputs';
import { AuthService, bearerToken } from './auth.service';
import type { AuthServices } from './auth.context';
import { DeviceCookies } from './device-cookie';
import { TokenService } from './token.service';

/** The caller as both transports see it: session token plus optional X-Step-Up token. */
export function actorFromRequest(auth: AuthService, req: Request): Promise<Actor | null> {
  return auth.authenticate(bearerToken(req.get('authorization')), req.get('x-step-up') ?? undefined);
}

export const authModule = {
  name: 'auth',
  resolvers: [AuthResolver],
  rest: { router: authRoutes, inputs: authRouteInputs },
  createServices: (deps: {
    orm: Orm;
    config: AppConfig;
    /** The signing secret (resolveJwtSecret): session tokens and device cookies. */
    serverSecret: Uint8Array;
    signInGuard: SignInGuard;
    apiTokens: ApiTokenService;
    twoFactor: TwoFactorService;
    /** Heard for changes to accounts (the remembered accounts forget them). */
    bus: EventBus;
  }) => ({
    auth: new AuthService(
      deps.orm,
      new TokenService(deps.serverSecret, deps.config.tokenTtlSeconds),
      deps.signInGuard,
      deps.twoFactor,
      new DeviceCookies(deps.serverSecret),
      deps.apiTokens,
      deps.bus,
      deps.config.actorCacheMs,
    ),
  }),
} satisfies ModuleManifest<AuthServices>;
