export { CardChecks } from './card-check';
export { CardSetSchema } from './card-set.entity';
export { ensureDefaultCardSets } from './card-set.service';
export { CardSchema } from './card.entity';
export { CardService, hostCardSet, orderedNumbers } from './card.service';
export { CardNumbers, CardView, cardNumbersOut } from './card.types';

import type { ModuleManifest } from '../../shared/module';
import type { Orm } from '../../shared/db/orm';
import { CardSetSchema } from './card-set.entity';
import { CardSchema } from './card.entity';
import { CardResolver } from './card.resolver';
import { cardRoutes } from './card.rest';
import { cardRouteInputs } from './card.route-inputs';
import { CardService } from './card.service';
import { CardChecks } from './card-check';
import type { CardServices } from './card.context';

export const cardModule = {
  name: 'card',
  entities: [CardSetSchema, CardSchema],
  resolvers: [CardResolver],
  rest: { router: cardRoutes, inputs: cardRouteInputs },
  createServices: ({ orm, serverSecret, cardCheckSecret }: CardDeps) => ({
    cards: new CardService(orm),
    cardChecks: new CardChecks(serverSecret, cardCheckSecret),
  }),
} satisfies ModuleManifest<CardServices>;

interface CardDeps {
  orm: Orm;
  serverSecret: Uint8Array;
  /** CARD_CHECK_SECRET, when set (config.cardCheckSecret). */
  cardCheckSecret: string | undefined;
}
