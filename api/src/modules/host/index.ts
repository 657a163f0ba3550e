export { INSUFFICIENT_FUNDS } from './host.service';
export { HostService, type CardSetScope } from './host.service';
export { HostRecord } from './host.types';
export { toLegacyHost } from './host.rest';

import type { ModuleManifest } from '../../shared/module';
import type { Orm } from '../../shared/db/orm';
import type { HostServices } from './host.context';
import { HostResolver } from './host.resolver';
import { hostRoutes } from './host.rest';
import { hostRouteInputs } from './host.route-inputs';
import { HostService } from './host.service';

export const hostModule = {
  name: 'host',
  resolvers: [HostResolver],
  rest: { router: hostRoutes, inputs: hostRouteInputs },
  createServices: ({ orm }: { orm: Orm }) => ({ hosts: new HostService(orm) }),
} satisfies ModuleManifest<HostServices>;
