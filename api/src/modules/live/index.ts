export { LiveService } from './live.service';

import type { ModuleManifest } from '../../shared/module';
import type { EventBus } from '../../shared/events/event-bus';
import type { GameService } from '../game';
import type { LiveServices } from './live.context';
import { LiveResolver } from './live.resolver';
import { LiveService } from './live.service';

/** Live push: the `gameEvents` subscription, fed by the event bus (every instance hears every game). */
export const liveModule = {
  name: 'live',
  resolvers: [LiveResolver],
  createServices: (deps: { bus: EventBus; games: GameService; callTickMs: number }) => ({
    live: new LiveService(deps.bus, deps.games, deps.callTickMs),
  }),
} satisfies ModuleManifest<LiveServices>;
export type { GameEventView } from './live.types';
