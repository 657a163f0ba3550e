import type { AppConfig } from './config/config';
import { AnnouncementService } from './modules/announcement/announcement.service';
import { OwnerGroupService } from './modules/owner-group/owner-group.service';
import type { Orm } from './db/orm';
import { AccountService } from './modules/account/account.service';
import { AuthService } from './modules/auth/auth.service';
import { CardService } from './modules/card/card.service';
import { GameService } from './modules/game/game.service';
import { JackpotService } from './modules/jackpot/jackpot.service';
import { resolveJwtSecret } from './modules/auth/jwt-secret';
import { TokenService } from './modules/auth/token.service';
import { HostService } from './modules/host/host.service';
import { InspectService } from './modules/security/inspect.service';
import { SignInGuard } from './modules/security/sign-in-guard';
import { WalletAdminService } from './modules/wallet/wallet-admin.service';
import { FreeGameService } from './modules/free-game/free-game.service';
import { createGamePromotions } from './modules/promotions/game-promotions';
import { BonusService } from './modules/bonus/bonus.service';
import { PowerGamesService } from './modules/power-games/power-games.service';
import { StatsService } from './modules/stats/stats.service';
import { ApiTokenService } from './modules/api-token/api-token.service';

/** Every service, built once per process and shared by both transports. */
export interface Services {
  announcements: AnnouncementService;
  ownerGroups: OwnerGroupService;
  cards: CardService;
  games: GameService;
  jackpots: JackpotService;
  auth: AuthService;
  accounts: AccountService;
  signInGuard: SignInGuard;
  hosts: HostService;
  walletAdmin: WalletAdminService;
  inspect: InspectService;
  freeGames: FreeGameService;
  bonuses: BonusService;
  powerGames: PowerGamesService;
  stats: StatsService;
  apiTokens: ApiTokenService;
}

export function createServices(orm: Orm, config: AppConfig): Services {
  const tokens = new TokenService(resolveJwtSecret(config), config.tokenTtlSeconds);
  const signInGuard = new SignInGuard(orm);
  const cards = new CardService(orm);
  const freeGames = new FreeGameService(orm);
  const bonuses = new BonusService(orm);
  const promotions = createGamePromotions(freeGames, bonuses.engine);
  const apiTokens = new ApiTokenService(orm);
  return {
    announcements: new AnnouncementService(orm),
    ownerGroups: new OwnerGroupService(orm),
    cards,
    freeGames,
    bonuses,
    powerGames: new PowerGamesService(orm),
    games: new GameService(orm, cards, promotions),
    jackpots: new JackpotService(orm),
    auth: new AuthService(orm, tokens, signInGuard, apiTokens),
    stats: new StatsService(orm),
    apiTokens,
    accounts: new AccountService(orm),
    signInGuard,
    hosts: new HostService(orm),
    walletAdmin: new WalletAdminService(orm),
    inspect: new InspectService(orm),
  };
}
