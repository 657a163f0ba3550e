export { GameSchema } from './game.entity';
export type { GameType } from './game.entity';
export { decodePlayedCards } from './played-cards.codec';
export type { BonusQuery, DueFreeGame, GameBonus, GamePromotions } from './ports/promotions-port';
export type { GameJackpot, JackpotPoolState, JackpotSettlement, JackpotWinClaim } from './ports/jackpot-port';
export type { CashOutAtEnd, GameTill, TillAtEnd, TillAtStart } from './ports/till-port';
export { GameService } from './game.service';
export { gameTopic, hostTopic } from './feed/game-bus';
export type { GameView } from './game.views';
export type { GameLiveState, JudgedClaim } from './feed/game-bus';

import type { ModuleManifest } from '../../shared/module';
import type { Orm } from '../../shared/db/orm';
import type { EventBus } from '../../shared/events/event-bus';
import type { CardService } from '../card';
import type { GameServices } from './game.context';
import { GameClaimSchema, GameEventSchema, GameSchema } from './game.entity';
import { GameResolver } from './game.resolver';
import { PublicGameResolver } from './public/game-public.resolver';
import { gameRoutes } from './game.rest';
import { gameRouteInputs } from './game.route-inputs';
import { GameService } from './game.service';
import { ClaimCaches } from './claim/claim-caches';
import type { GameJackpot } from './ports/jackpot-port';
import type { GamePromotions } from './ports/promotions-port';
import type { GameTill } from './ports/till-port';
import { StartAdmission, type StartLimits } from '../../shared/load/start-admission';

export const gameModule = {
  name: 'game',
  entities: [GameSchema, GameClaimSchema, GameEventSchema],
  resolvers: [GameResolver, PublicGameResolver],
  rest: { router: gameRoutes, inputs: gameRouteInputs },
  // The games list is a report too: a read-only API token reads it (and exports it).
  readOnly: { getPaths: [/^\/admin\/myGames$/] },
  /**
   * The jackpot, the promotions and the till reach game start through ports (wired in the composition root).
   * The claim caches live as long as the services (one set per server).
   */
  createServices: (deps: {
    orm: Orm;
    cards: CardService;
    jackpot: GameJackpot;
    promotions: GamePromotions;
    bus: EventBus;
    till: GameTill;
    /** When this instance refuses new starts for its load (config.startLimits). */
    startLimits: StartLimits;
  }) => ({
    games: new GameService(
      deps.orm,
      deps.cards,
      deps.jackpot,
      deps.promotions,
      deps.bus,
      new ClaimCaches(),
      deps.till,
      new StartAdmission(deps.startLimits),
    ),
  }),
} satisfies ModuleManifest<GameServices>;
