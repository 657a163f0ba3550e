import type { AppConfig } from './config/config';
import type { Orm } from './shared/db/orm';
import type { EventBus } from './shared/events/event-bus';
import { accountModule } from './modules/account';
import { announcementModule } from './modules/announcement';
import { apiTokenModule } from './modules/api-token';
import { authModule, resolveJwtSecret } from './modules/auth';
import { bonusModule } from './modules/bonus';
import { bonusLimitModule } from './modules/bonus-limit';
import { cardModule } from './modules/card';
import { displayModule } from './modules/display';
import { followModule } from './modules/follow';
import { freeGameModule } from './modules/free-game';
import { gameModule } from './modules/game';
import { hallModule } from './modules/hall';
import { voicePackModule } from './modules/voice-pack';
import { hostModule } from './modules/host';
import { gameJackpot, jackpotModule } from './modules/jackpot';
import { liveModule } from './modules/live';
import { ownerGroupModule } from './modules/owner-group';
import { powerGamesModule } from './modules/power-games';
import { createGamePromotions } from './modules/promotions';
import { securityModule } from './modules/security';
import { gameTill, shiftModule } from './modules/shift';
import { statsModule } from './modules/stats';
import { anomalyModule } from './modules/anomaly';
import { twoFactorModule } from './modules/two-factor';
import { walletModule } from './modules/wallet';

/**
 * Every service, built once per app and shared by both transports. Each module's factory gets
 * exactly what it depends on; the ports (game start's jackpot, promotions and till) are wired here.
 * `bus`: the event bus (LISTEN/NOTIFY) the game module publishes on and live screens hear.
 * `options.now`: the clock of the services that take one (tests drive it; the system clock otherwise).
 */
export function createServices(orm: Orm, config: AppConfig, bus: EventBus, options: ServiceOptions = {}) {
  const { signInGuard, inspect } = securityModule.createServices({ orm, now: options.now });
  const { apiTokens } = apiTokenModule.createServices({ orm });
  const serverSecret = resolveJwtSecret(config);
  const { twoFactor } = twoFactorModule.createServices({ orm, serverSecret });
  const { cards, cardChecks } = cardModule.createServices({
    orm,
    serverSecret,
    cardCheckSecret: config.cardCheckSecret,
  });
  const { freeGames } = freeGameModule.createServices({ orm });
  const { bonuses } = bonusModule.createServices({ orm });
  const promotions = createGamePromotions(freeGames, bonuses.engine);
  const { hosts } = hostModule.createServices({ orm });
  const { games } = gameModule.createServices({
    orm,
    cards,
    jackpot: gameJackpot(bus),
    promotions,
    bus,
    till: gameTill,
    startLimits: config.startLimits,
  });
  const { announcements } = announcementModule.createServices({ orm });
  const { live } = liveModule.createServices({ bus, games, callTickMs: config.callTickMs });
  return {
    announcements,
    ...ownerGroupModule.createServices({ orm }),
    cards,
    cardChecks,
    freeGames,
    bonuses,
    ...bonusLimitModule.createServices({ orm }),
    ...powerGamesModule.createServices({ orm }),
    games,
    live,
    ...displayModule.createServices({ orm, bus, games, live, announcements, cardChecks }),
    ...followModule.createServices({
      orm,
      cards,
      cardChecks,
      games,
      live,
      bus,
      limits: { followersPerHall: config.followersPerHall, perAddressPerMinute: config.followRatePerMinute },
    }),
    ...jackpotModule.createServices({ orm, bus }),
    ...shiftModule.createServices({ orm }),
    ...authModule.createServices({ orm, config, serverSecret, signInGuard, apiTokens, twoFactor, bus }),
    twoFactor,
    ...statsModule.createServices({ orm, hosts }),
    ...anomalyModule.createServices({ orm }),
    apiTokens,
    ...accountModule.createServices({ orm }),
    signInGuard,
    hosts,
    ...hallModule.createServices({ orm }),
    ...voicePackModule.createServices({ orm }),
    ...walletModule.createServices({ orm }),
    inspect,
  };
}

export type Services = ReturnType<typeof createServices>;

export interface ServiceOptions {
  now?: () => Date;
}
