import type { GraphQLContext as SharedContext } from '../../shared/graphql/graphql-context';
import type { DisplayService } from './display.service';

/** The services the display module's resolvers use; the composition root provides them. */
export interface DisplayServices {
  display: DisplayService;
}

export type GraphQLContext = SharedContext<DisplayServices>;
