import type { GraphQLContext as SharedContext } from '../../shared/graphql/graphql-context';
import type { BonusLimitService } from './bonus-limit.service';

/** The services the bonus-limit module's resolvers use; the composition root provides them. */
export interface BonusLimitServices {
  bonusLimits: BonusLimitService;
}

export type GraphQLContext = SharedContext<BonusLimitServices>;
