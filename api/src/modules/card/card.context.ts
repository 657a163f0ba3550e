import type { GraphQLContext as SharedContext } from '../../shared/graphql/graphql-context';
import type { CardService } from './card.service';

/** The services the card module's resolvers and REST handlers use; the composition root provides them. */
export interface CardServices {
  cards: CardService;
}

export type GraphQLContext = SharedContext<CardServices>;
