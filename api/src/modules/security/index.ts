export { SignInGuard, type SignInAttempt } from './sign-in-guard';

import type { ModuleManifest } from '../../shared/module';
import type { Orm } from '../../shared/db/orm';
import type { SecurityServices } from './security.context';
import { InspectService } from './inspect.service';
import { InspectAttemptSchema, LoginAttemptSchema, SignInBlockSchema } from './security.entities';
import { SecurityResolver } from './security.resolver';
import { securityRoutes } from './security.rest';
import { securityRouteInputs } from './security.route-inputs';
import { SignInGuard } from './sign-in-guard';
import { pruneSignInRecords } from './sign-in-prune.sql';

export const securityModule = {
  name: 'security',
  entities: [LoginAttemptSchema, SignInBlockSchema, InspectAttemptSchema],
  resolvers: [SecurityResolver],
  prune: pruneSignInRecords,
  rest: { router: securityRoutes, inputs: securityRouteInputs },
  /** `now`: the sign-in guard's clock (a test moves it past the guard's memo instead of waiting). */
  createServices: ({ orm, now }: { orm: Orm; now?: () => Date }) => ({
    signInGuard: new SignInGuard(orm, now),
    inspect: new InspectService(orm),
  }),
} satisfies ModuleManifest<SecurityServices>;
