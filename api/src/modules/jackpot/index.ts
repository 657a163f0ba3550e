export { gameJackpot } from './jackpot-settlement';
export { linkedJackpotTopic } from './linked-jackpot-topic';
export { linkedJackpotOfHost } from './linked-jackpot-of-host';

import type { ModuleManifest } from '../../shared/module';
import type { Orm } from '../../shared/db/orm';
import type { EventBus } from '../../shared/events/event-bus';
import type { JackpotServices } from './jackpot.context';
import { JackpotPoolSchema, JackpotWinSchema } from './jackpot.entity';
import { LINKED_JACKPOT_ENTITIES } from './linked-jackpot.entity';
import { JackpotResolver } from './jackpot.resolver';
import { LinkedJackpotResolver } from './linked-jackpot.resolver';
import { jackpotRoutes } from './jackpot.rest';
import { jackpotRouteInputs } from './jackpot.route-inputs';
import { JackpotService } from './jackpot.service';
import { LinkedJackpotService } from './linked-jackpot.service';

export const jackpotModule = {
  name: 'jackpot',
  entities: [JackpotPoolSchema, JackpotWinSchema, ...LINKED_JACKPOT_ENTITIES],
  resolvers: [JackpotResolver, LinkedJackpotResolver],
  rest: { router: jackpotRoutes, inputs: jackpotRouteInputs },
  createServices: ({ orm, bus }: { orm: Orm; bus: EventBus }) => ({
    jackpots: new JackpotService(orm),
    linkedJackpots: new LinkedJackpotService(orm, bus),
  }),
} satisfies ModuleManifest<JackpotServices>;
