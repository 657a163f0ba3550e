export { ApiTokenService, isApiToken } from './api-token.service';
export { readOnlyGuard } from './api-token.rest';

import type { ModuleManifest } from '../../shared/module';
import type { Orm } from '../../shared/db/orm';
import { ApiTokenSchema } from './api-token.entity';
import { ApiTokenResolver } from './api-token.resolver';
import { apiTokenRoutes } from './api-token.rest';
import { apiTokenRouteInputs } from './api-token.route-inputs';
import { ApiTokenService } from './api-token.service';
import type { ApiTokenServices } from './api-token.context';

export const apiTokenModule = {
  name: 'api-token',
  entities: [ApiTokenSchema],
  resolvers: [ApiTokenResolver],
  rest: { router: apiTokenRoutes, inputs: apiTokenRouteInputs },
  createServices: ({ orm }: { orm: Orm }) => ({ apiTokens: new ApiTokenService(orm) }),
} satisfies ModuleManifest<ApiTokenServices>;
