import type { GraphQLContext as SharedContext } from '../../shared/graphql/graphql-context';
import type { PowerGamesService } from './power-games.service';

/** The services the power-games module's resolvers and REST handlers use; the composition root provides them. */
export interface PowerGamesServices {
  powerGames: PowerGamesService;
}

export type GraphQLContext = SharedContext<PowerGamesServices>;
