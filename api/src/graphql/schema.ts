import 'reflect-metadata';
import { lexicographicSortSchema, printSchema, type GraphQLSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import { AnnouncementResolver } from '../modules/announcement/announcement.resolver';
import { AuthResolver } from '../modules/auth/auth.resolver';
import { OwnerGroupResolver } from '../modules/owner-group/owner-group.resolver';
import { BonusResolver } from '../modules/bonus/bonus.resolver';
import { PowerGamesResolver } from '../modules/power-games/power-games.resolver';
import { FreeGameResolver } from '../modules/free-game/free-game.resolver';
import { HostResolver } from '../modules/host/host.resolver';
import { SecurityResolver } from '../modules/security/security.resolver';
import { WalletResolver } from '../modules/wallet/wallet.resolver';
import { CardResolver } from '../modules/card/card.resolver';
import { GameResolver } from '../modules/game/game.resolver';
import { JackpotResolver } from '../modules/jackpot/jackpot.resolver';
import { StatsResolver } from '../modules/stats/stats.resolver';
import { ApiTokenResolver } from '../modules/api-token/api-token.resolver';
import { authChecker } from './auth-checker';
import { gateReadOnlyTokens } from './read-only-gate';

export const RESOLVERS = [AnnouncementResolver, AuthResolver, OwnerGroupResolver, FreeGameResolver, HostResolver, WalletResolver, SecurityResolver, CardResolver, GameResolver, JackpotResolver, BonusResolver, PowerGamesResolver, StatsResolver, ApiTokenResolver] as const;

let cached: Promise<GraphQLSchema> | undefined;

/** Built once per process; type-graphql's metadata is global, so rebuilding gains nothing. */
export function getSchema(): Promise<GraphQLSchema> {
  cached ??= buildSchema({
    resolvers: RESOLVERS,
    authChecker,
    // Without this type-graphql ignores the class-validator rules on input types.
    validate: true,
  }).then(gateReadOnlyTokens);
  return cached;
}

/** The checked-in schema/schema.graphql: sorted so that moving code around changes nothing. */
export async function printSortedSchema(): Promise<string> {
  return `${printSchema(lexicographicSortSchema(await getSchema()))}\n`;
}
