import type { GraphQLContext as SharedContext } from '../../shared/graphql/graphql-context';
import type { HallService } from './hall.service';

/** The services the hall module's resolvers use; the composition root provides them. */
export interface HallServices {
  halls: HallService;
}

export type GraphQLContext = SharedContext<HallServices>;
