// The type-graphql decorators of the modules' types need the metadata polyfill before they load.
import 'reflect-metadata';
import type { Router } from 'express';
import type { AnyEntitySchema } from './shared/db/orm';
import type { ClassType } from 'type-graphql';
import type { ModuleManifest } from './shared/module';
import type { Pruner } from './shared/housekeeping';
import type { RouteInputs } from './shared/rest/route-input';
import type { SchemaInputs } from './graphql/schema';
import type { Services } from './services';
import { accountModule } from './modules/account';
import { announcementModule } from './modules/announcement';
import { apiTokenModule } from './modules/api-token';
import { auditModule } from './modules/audit';
import { authModule } from './modules/auth';
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
import { idempotencyModule } from './modules/idempotency';
import { jackpotModule } from './modules/jackpot';
import { liveModule } from './modules/live';
import { metricsModule } from './modules/metrics';
import { ownerGroupModule } from './modules/owner-group';
import { powerGamesModule } from './modules/power-games';
import { promotionsModule } from './modules/promotions';
import { securityModule } from './modules/security';
import { shiftModule } from './modules/shift';
import { statsModule } from './modules/stats';
import { anomalyModule } from './modules/anomaly';
import { twoFactorModule } from './modules/two-factor';
import { walletModule } from './modules/wallet';

/**
 * THE list of modules. Everything the transports and the database need from the modules derives
 * from it: entities, GraphQL resolvers, REST routers (mounted in this order: it decides which of
 * two overlapping paths answers), OpenAPI inputs, read-only token rules. Typing it with the whole
 * `Services` checks at compile time that the services the root builds give every module what its
 * handlers read.
 */
export const MODULES: readonly ModuleManifest<Services>[] = [
  auditModule,
  idempotencyModule,
  metricsModule,
  accountModule,
  twoFactorModule,
  authModule,
  announcementModule,
  ownerGroupModule,
  freeGameModule,
  hostModule,
  hallModule,
  voicePackModule,
  walletModule,
  securityModule,
  gameModule,
  liveModule,
  displayModule,
  followModule,
  jackpotModule,
  shiftModule,
  cardModule,
  bonusModule,
  bonusLimitModule,
  powerGamesModule,
  statsModule,
  anomalyModule,
  apiTokenModule,
  promotionsModule,
];

/** Every entity, listed explicitly by the modules that own them: no folder scanning. */
export const ENTITIES: readonly AnyEntitySchema[] = MODULES.flatMap((m) => m.entities ?? []);

/** Every module's pruning of records no rule reads any more (shared/housekeeping.ts). */
export const PRUNERS: readonly Pruner[] = MODULES.flatMap((m) => (m.prune ? [{ module: m.name, prune: m.prune }] : []));

/** The GraphQL schema's inputs (graphql/schema.ts builds and caches it). */
export const SCHEMA_INPUTS: SchemaInputs = {
  resolvers: MODULES.flatMap((m): readonly ClassType[] => m.resolvers ?? []),
  readOnlyQueries: new Set(MODULES.flatMap((m) => m.readOnly?.queries ?? [])),
};

/** GET report paths a read-only personal API token may call on REST. */
export const READ_ONLY_GET_PATHS: readonly RegExp[] = MODULES.flatMap((m) => m.readOnly?.getPaths ?? []);

/** The OpenAPI inputs of every REST route, keyed "METHOD /path". */
export const ROUTE_INPUTS: RouteInputs = Object.assign({}, ...MODULES.map((m) => m.rest?.inputs ?? {}));

/** The modules' REST routers, in mount order. */
export function moduleRouters(services: Services): Router[] {
  return MODULES.flatMap((m) => (m.rest ? [m.rest.router(services)] : []));
}
