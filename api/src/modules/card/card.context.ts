import type { GraphQLContext as SharedContext } from '../../shared/graphql/graphql-context';
import type { CardChecks } from './card-check';
import type { CardService } from './card.service';

/** The services the card module's resolvers and REST handlers use; the composition root provides them. */
export interface CardServices {
  cards: CardService;
  /** Check codes of printed cards (their QR and the public card page). */
  cardChecks: CardChecks;
}

export type GraphQLContext = SharedContext<CardServices>;
