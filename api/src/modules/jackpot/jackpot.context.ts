import type { GraphQLContext as SharedContext } from '../../shared/graphql/graphql-context';
import type { JackpotService } from './jackpot.service';
import type { LinkedJackpotService } from './linked-jackpot.service';

/** The services the jackpot module's resolvers and REST handlers use; the composition root provides them. */
export interface JackpotServices {
  jackpots: JackpotService;
  linkedJackpots: LinkedJackpotService;
}

export type GraphQLContext = SharedContext<JackpotServices>;
