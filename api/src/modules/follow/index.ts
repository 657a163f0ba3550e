import type { ModuleManifest } from '../../shared/module';
import type { Orm } from '../../shared/db/orm';
import type { EventBus } from '../../shared/events/event-bus';
import type { CardChecks, CardService } from '../card';
import type { GameService } from '../game';
import type { LiveService } from '../live';
import type { FollowServices } from './follow.context';
import type { FollowLimitSettings } from './follow-limits';
import { FollowResolver } from './follow.resolver';
import { followRoutes } from './follow.rest';
import { followRouteInputs } from './follow.route-inputs';
import { FollowService } from './follow.service';

/**
 * The public card page (docs/screens.md#card-page): printed cards by their QR, halls by their
 * code, and the hall's calls live to players' phones, no account.
 */
export const followModule = {
  name: 'follow',
  resolvers: [FollowResolver],
  rest: { router: followRoutes, inputs: followRouteInputs },
  createServices: (deps: {
    orm: Orm;
    cards: CardService;
    cardChecks: CardChecks;
    games: GameService;
    live: LiveService;
    bus: EventBus;
    limits: FollowLimitSettings;
  }) => ({
    follow: new FollowService(deps.orm, deps.cards, deps.cardChecks, deps.games, deps.live, deps.bus, deps.limits),
  }),
} satisfies ModuleManifest<FollowServices>;
