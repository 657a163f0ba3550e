import type { GraphQLContext as SharedContext } from '../../shared/graphql/graphql-context';
import type { AuthService } from '../auth';
import type { HostService } from './host.service';

/** The services the host module's resolvers and REST handlers use; the composition root provides them. */
export interface HostServices {
  hosts: HostService;
  auth: AuthService;
}

export type GraphQLContext = SharedContext<HostServices>;
