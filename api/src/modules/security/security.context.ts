import type { GraphQLContext as SharedContext } from '../../shared/graphql/graphql-context';
import type { InspectService } from './inspect.service';

/** The services the security module's resolvers and REST handlers use; the composition root provides them. */
export interface SecurityServices {
  inspect: InspectService;
}

export type GraphQLContext = SharedContext<SecurityServices>;
