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
  createServices: ({ orm }: { orm: Orm }) => ({ signInGuard: new SignInGuard(orm), inspect: new InspectService(orm) }),
} satisfies ModuleManifest<SecurityServices>;
