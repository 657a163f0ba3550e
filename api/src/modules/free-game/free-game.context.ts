import type { GraphQLContext as SharedContext } from '../../shared/graphql/graphql-context';
import type { FreeGameService } from './free-game.service';

/** The services the free-game module's resolvers and REST handlers use; the composition root provides them. */
export interface FreeGameServices {
  freeGames: FreeGameService;
}

export type GraphQLContext = SharedContext<FreeGameServices>;
