import type { FilterQuery } from '@mikro-orm/core';
import { basisPointsToFraction } from '@bingo/core';
import { sqlEm } from '../../../shared/db/sql';
import type { Orm } from '../../../shared/db/orm';
import type { Tx } from '../../../shared/db/transaction';
import { AppError, refuse } from '../../../shared/errors/app-error';
import type { Actor } from '../../../shared/auth/actor';
import type { Account } from '../../account';
import { findHostInScope, hostFilterFor } from '../../account';
import { isUuid } from '../../../shared/validation/ids';
import { GAME_NOT_FOUND } from '@bingo/core';
import { GameClaimSchema, GameSchema, type Game } from '../game.entity';
import { type ClaimView, type GameSummary, type GameView, gameView, isSettled } from '../game.views';
import { clockEvents } from '../clock/clock-events.sql';

export const GAMES_PAGE_SIZE = 20;
export const MAX_LAST_GAMES = 200;

/** The game's claims in checking order, as its view shows them (read only: not kept in the identity map). */
async function gameClaims(em: Tx, gameId: string): Promise<ClaimView[]> {
  const claims = await em.find(GameClaimSchema, { game: gameId }, { orderBy: { id: 'asc' }, disableIdentityMap: true });
  return claims.map((c) => ({
    cardNumber: c.paletteNumber,
    prefixLength: c.prefixLength,
    result: c.result,
    pattern: c.pattern ?? null,
    payout: c.payout,
    createdAt: c.createdAt,
  }));
}

/** The host's game in progress with its claims, or null. */
export async function activeGame(orm: Orm, actor: Actor): Promise<GameView | null> {
  const em = sqlEm(orm);
  const game = await em.findOne(GameSchema, { host: actor.id, status: 'ACTIVE' }, { orderBy: { createdAt: 'desc' } });
  return game ? gameView(game, await clockEvents(em, game.id), await gameClaims(em, game.id)) : null;
}

/** The filter of one game the actor may see (hosts own, owners group, super all); NOT_FOUND for a malformed id. */
async function visibleGame(em: Tx, actor: Actor, gameId: string): Promise<FilterQuery<Game>> {
  if (!isUuid(gameId)) throw new AppError('NOT_FOUND', GAME_NOT_FOUND);
  return { id: gameId, host: (await hostFilterFor(em, actor)) as FilterQuery<Account> };
}

/** Any past or present game the actor may see; the seed only after the end. */
export async function recallGame(orm: Orm, actor: Actor, gameId: string): Promise<GameView> {
  const em = sqlEm(orm);
  const game = await em.findOne(GameSchema, await visibleGame(em, actor, gameId));
  if (!game) throw new AppError('NOT_FOUND', GAME_NOT_FOUND);
  return gameView(game, await clockEvents(em, game.id), await gameClaims(em, game.id));
}

/**
 * NOT_FOUND unless the actor may see the game (recallGame's scope), without reading it: a live
 * screen's subscription needs only the answer (its feed reads what it shows), and hydrating the
 * whole game with its cards and claims cost each subscription three statements more.
 */
export async function ensureGameVisible(orm: Orm, actor: Actor, gameId: string): Promise<void> {
  const em = sqlEm(orm);
  if ((await em.count(GameSchema, await visibleGame(em, actor, gameId))) === 0)
    throw new AppError('NOT_FOUND', GAME_NOT_FOUND);
}

/** A list line: outcome fields only once settled (docs/fairness.md#nothing-early). */
function summary(game: Game): GameSummary {
  const settled = isSettled(game);
  return {
    gameId: game.id,
    hostId: game.host.id,
    hostUsername: game.host.username,
    createdAt: game.createdAt,
    gameType: game.gameType,
    status: game.status,
    endReason: game.endReason ?? null,
    abandonedAtCall: game.abandonedAtCall ?? null,
    missedClaims: game.status === 'ENDED' ? (game.missedClaims ?? null) : null,
    bettingAmount: game.betSantim ?? null,
    stakes: game.stakes,
    players: game.cardPaletteNumbers.length,
    houseCardCount: game.houseCards.length,
    totalStakes: game.totalStakes,
    payoutToWinner: settled ? game.payoutToWinner : null,
    profit: settled ? game.profit : null,
    platformFee: game.platformFee,
    commissionRate: basisPointsToFraction(game.commissionRateBp),
    multiplier: game.multiplierBp == null ? null : basisPointsToFraction(game.multiplierBp),
    isFreeGame: game.gameType === 'free',
    isJackpotGame: game.isJackpotGame,
    winningCard: settled ? (game.winningCard ?? null) : null,
    houseWin: settled ? game.houseWin : null,
  };
}

const SUMMARY_FIELDS = [
  'id',
  'host.id',
  'host.username',
  'createdAt',
  'gameType',
  'status',
  'betSantim',
  'stakes',
  'cardPaletteNumbers',
  'houseCards',
  'totalStakes',
  'payoutToWinner',
  'profit',
  'platformFee',
  'commissionRateBp',
  'multiplierBp',
  'isJackpotGame',
  'winningCard',
  'winningCalls',
  'houseWin',
  'plannedOutcome',
  'endReason',
  'abandonedAtCall',
  'missedClaims',
] as const;

/** GET /admin/myGames?page=n: newest first, page from 1. Hosts their own; owners and super admin everything in scope (or one host). */
export async function listGames(
  orm: Orm,
  actor: Actor,
  options: { page?: number; hostId?: string | null },
): Promise<{ games: GameSummary[]; totalPages: number; totalGames: number; page: number }> {
  const page = options.page ?? 1;
  if (!Number.isSafeInteger(page) || page < 1 || page > 100_000) throw refuse('PAGE_INVALID');
  const em = sqlEm(orm);
  const hostFilter = options.hostId
    ? { id: (await findHostInScope(em, actor, options.hostId)).id }
    : await hostFilterFor(em, actor);
  const [games, total] = await em.findAndCount(
    GameSchema,
    { host: hostFilter as FilterQuery<Account> },
    {
      orderBy: { createdAt: 'desc', id: 'desc' },
      limit: GAMES_PAGE_SIZE,
      offset: (page - 1) * GAMES_PAGE_SIZE,
      populate: ['host'],
      fields: [...SUMMARY_FIELDS] as never,
    },
  );
  return { games: games.map(summary), totalGames: total, totalPages: Math.ceil(total / GAMES_PAGE_SIZE), page };
}

/** GET /admin/last-games and /admin/{id}/last-games: the newest games in scope, at most 200. */
export interface LastGamesOptions {
  hostId?: string | null;
  limit?: number;
  /** Only games played on this card set (the legacy bases, docs/legacy-rest.md#bases). */
  cardSetId?: number;
}

export async function lastGames(orm: Orm, actor: Actor, options: LastGamesOptions): Promise<GameSummary[]> {
  const limit = options.limit ?? 50;
  if (!Number.isSafeInteger(limit) || limit < 1 || limit > MAX_LAST_GAMES)
    throw refuse('LAST_GAMES_LIMIT', { max: MAX_LAST_GAMES });
  const em = sqlEm(orm);
  const hostFilter = options.hostId
    ? { id: (await findHostInScope(em, actor, options.hostId)).id }
    : await hostFilterFor(em, actor);
  const games = await em.find(
    GameSchema,
    { host: hostFilter as FilterQuery<Account>, ...(options.cardSetId ? { cardSet: options.cardSetId } : {}) },
    { orderBy: { createdAt: 'desc', id: 'desc' }, limit, populate: ['host'], fields: [...SUMMARY_FIELDS] as never },
  );
  return games.map(summary);
}
