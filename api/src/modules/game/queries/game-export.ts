import type { FilterQuery } from '@mikro-orm/core';
import { EXPORT_BATCH_ROWS } from '@bingo/core';
import { sqlEm } from '../../../shared/db/sql';
import type { Orm } from '../../../shared/db/orm';
import type { Actor } from '../../../shared/auth/actor';
import type { Account } from '../../account';
import { findHostInScope, hostFilterFor } from '../../account';
import { GameSchema, type Game } from '../game.entity';
import type { GameSummary } from '../game.views';
import { SUMMARY_FIELDS, summary } from './game-queries';

export interface GameExportOptions {
  hostId?: string | null;
  /** Games created in [from, to), or every game in scope. */
  range?: { from: Date; to: Date } | null;
}

/**
 * The games list's rows (listGames: same scope, order and fields) for an export, newest first,
 * EXPORT_BATCH_ROWS at a time by keyset (createdAt, id): each batch is one indexed read in a fresh
 * EntityManager, so nothing of the earlier batches stays in memory. The scope is checked before
 * the first row is read (a host outside it is NOT_FOUND while an answer can still say so).
 */
export async function gameExportBatches(
  orm: Orm,
  actor: Actor,
  options: GameExportOptions,
): Promise<AsyncIterable<GameSummary[]>> {
  const em = sqlEm(orm);
  const hostFilter = options.hostId
    ? { id: (await findHostInScope(em, actor, options.hostId)).id }
    : await hostFilterFor(em, actor);
  const base: FilterQuery<Game> = {
    host: hostFilter as FilterQuery<Account>,
    ...(options.range ? { createdAt: { $gte: options.range.from, $lt: options.range.to } } : {}),
  };
  return (async function* () {
    let after: { createdAt: Date; id: string } | null = null;
    for (;;) {
      const where: FilterQuery<Game> = after
        ? {
            $and: [
              base,
              { $or: [{ createdAt: { $lt: after.createdAt } }, { createdAt: after.createdAt, id: { $lt: after.id } }] },
            ],
          }
        : base;
      const games: Game[] = await sqlEm(orm).find(GameSchema, where, {
        orderBy: { createdAt: 'desc', id: 'desc' },
        limit: EXPORT_BATCH_ROWS,
        populate: ['host'],
        fields: [...SUMMARY_FIELDS] as never,
      });
      if (games.length === 0) return;
      yield games.map(summary);
      const last = games.at(-1)!;
      after = { createdAt: last.createdAt, id: last.id };
      if (games.length < EXPORT_BATCH_ROWS) return;
    }
  })();
}
