export { requireStepUp } from './auth.service';
export { AuthService, bearerToken } from './auth.service';

import type { Request } from 'express';
import type { AppConfig } from '../../config/config';
import type { Actor } from '../../shared/auth/actor';
import type { ModuleManifest } from '../../shared/module';
import type { Orm } from '../../shared/db/orm';
import type { ApiTokenService } from '../api-token';
import type { SignInGuard } from '../security';
import { AuthResolver } from './auth.resolver';
import { authRoutes } from './auth.rest';
import { authRouteInputs } from './auth.route-inputs';
import { AuthService, bearerToken } from './auth.service';
import type { AuthServices } from './context';
import { resolveJwtSecret } from './jwt-secret';
import { TokenService } from './token.service';

/** The caller as both transports see it: session token plus optional X-Step-Up token. */
export function actorFromRequest(auth: AuthService, req: Request): Promise<Actor | null> {
  return auth.authenticate(bearerToken(req.get('authorization')), req.get('x-step-up') ?? undefined);
}

export const authModule = {
  name: 'auth',
  resolvers: [AuthResolver],
  rest: { router: authRoutes, inputs: authRouteInputs },
  createServices: (deps: { orm: Orm; config: AppConfig; signInGuard: SignInGuard; apiTokens: ApiTokenService }) => ({
    auth: new AuthService(
      deps.orm,
      new TokenService(resolveJwtSecret(deps.config), deps.config.tokenTtlSeconds),
      deps.signInGuard,
      deps.apiTokens,
    ),
  }),
} satisfies ModuleManifest<AuthServices>;
