import express, { Router } from 'express';
import type { AppConfig } from '../config/config';
import { announcementRoutes } from '../modules/announcement/announcement.rest';
import { authRoutes } from '../modules/auth/auth.rest';
import { ownerGroupRoutes } from '../modules/owner-group/owner-group.rest';
import { bonusRoutes } from '../modules/bonus/bonus.rest';
import { powerGamesRoutes } from '../modules/power-games/power-games.rest';
import { freeGameRoutes } from '../modules/free-game/free-game.rest';
import { hostRoutes } from '../modules/host/host.rest';
import { securityRoutes } from '../modules/security/security.rest';
import { walletRoutes } from '../modules/wallet/wallet.rest';
import { cardRoutes } from '../modules/card/card.rest';
import { gameRoutes } from '../modules/game/game.rest';
import { statsRoutes } from '../modules/stats/stats.rest';
import { apiTokenRoutes, readOnlyGuard } from '../modules/api-token/api-token.rest';
import type { Services } from '../services';
import { apiNotFound } from './error-handler';
import { rejectUnstorableText } from '../shared/http/text-guard';
import { apiKeyGuard, attachActor } from './rest-context';

export const JSON_BODY_LIMIT = '1mb';

/**
 * The REST compatibility layer. The same router answers on `/` (first backend) and `/v2`
 * (second backend); which card set a host plays is a property of the host, not of the path.
 */
export function createRestRouter(services: Services, config: AppConfig): Router {
  const api = Router();
  api.use(express.json({ limit: JSON_BODY_LIMIT }));
  api.use(rejectUnstorableText);
  api.use(apiKeyGuard(config.apiKey));
  api.use(attachActor(services));
  api.use(readOnlyGuard);
  api.use(authRoutes(services));
  api.use(announcementRoutes(services));
  api.use(ownerGroupRoutes(services));
  api.use(freeGameRoutes(services));
  api.use(hostRoutes(services));
  api.use(walletRoutes(services));
  api.use(securityRoutes(services));
  api.use(gameRoutes(services));
  api.use(cardRoutes(services));
  api.use(bonusRoutes(services));
  api.use(powerGamesRoutes(services));
  api.use(statsRoutes(services));
  api.use(apiTokenRoutes(services));
  api.use(apiNotFound);

  const root = Router();
  root.use('/v2', api);
  root.use(api);
  return root;
}
