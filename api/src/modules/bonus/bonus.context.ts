import type { GraphQLContext as SharedContext } from '../../shared/graphql/graphql-context';
import type { BonusService } from './bonus.service';

/** The services the bonus module's resolvers and REST handlers use; the composition root provides them. */
export interface BonusServices {
  bonuses: BonusService;
}

export type GraphQLContext = SharedContext<BonusServices>;
