import type { GraphQLContext as SharedContext } from '../../shared/graphql/graphql-context';
import type { GameService } from './game.service';

/** The services the game module's resolvers and REST handlers use; the composition root provides them. */
export interface GameServices {
  games: GameService;
}

export type GraphQLContext = SharedContext<GameServices>;
