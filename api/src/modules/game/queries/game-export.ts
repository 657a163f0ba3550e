import { EXPORT_BATCH_ROWS } from '@bingo/core';
import { sqlEm } from '../../../shared/db/sql';
import type { Orm } from '../../../shared/db/orm';
import type { Tx } from '../../../shared/db/transaction';
import type { Actor } from '../../../shared/auth/actor';
import { AccountSchema, findHostInScope, hostFilterFor } from '../../account';
import { gameExportPage, type GameExportRow } from './game-export.sql';

export interface GameExportOptions {
  hostId?: string | null;
  /** Games created in [from, to), or every game in scope. */
  range?: { from: Date; to: Date } | null;
}

/** A games export's line: what the list (GET /admin/myGames) shows, santim, outcome null until settled. */
export interface GameExportLine {
  gameId: string;
  hostUsername: string;
  createdAt: Date;
  gameType: string;
  status: string;
  endReason: string | null;
  bettingAmount: number | null;
  players: number;
  totalStakes: number;
  payoutToWinner: number | null;
  profit: number | null;
  platformFee: number;
}

const num = (v: string | number | null) => (v === null ? null : Number(v));

function line(r: GameExportRow): GameExportLine {
  return {
    gameId: r.id,
    hostUsername: r.username,
    createdAt: new Date(r.created_at),
    gameType: r.game_type,
    status: r.status,
    endReason: r.end_reason,
    bettingAmount: num(r.bet_santim),
    players: Number(r.players),
    totalStakes: Number(r.total_stakes),
    payoutToWinner: r.settled ? num(r.payout_to_winner) : null,
    profit: r.settled ? num(r.profit) : null,
    platformFee: Number(r.platform_fee),
  };
}

/** The list's scope as host ids (null: every host), NOT_FOUND for a named host outside it. */
async function hostIdsOf(em: Tx, actor: Actor, hostId: string | null | undefined): Promise<string[] | null> {
  if (hostId) return [(await findHostInScope(em, actor, hostId)).id];
  if (actor.role === 'SUPER_ADMIN') return null;
  const hosts = await em.find(AccountSchema, await hostFilterFor(em, actor), { fields: ['id'] });
  return hosts.map((h) => h.id);
}

/**
 * The games list's rows (listGames: same scope, order and outcome rule) for an export, newest
 * first, EXPORT_BATCH_ROWS at a time by keyset: each batch is one indexed read of the listed
 * columns, so memory holds one batch however many games there are. The scope is checked before
 * the promise resolves, while a refusal can still be an answer.
 */
export async function gameExportBatches(
  orm: Orm,
  actor: Actor,
  options: GameExportOptions,
): Promise<AsyncIterable<GameExportLine[]>> {
  const hostIds = await hostIdsOf(sqlEm(orm), actor, options.hostId);
  return (async function* () {
    let after: { createdAt: Date; id: string } | null = null;
    for (;;) {
      const rows = await gameExportPage(sqlEm(orm), {
        hostIds,
        range: options.range ?? null,
        after,
        limit: EXPORT_BATCH_ROWS,
      });
      if (rows.length === 0) return;
      const lines = rows.map(line);
      yield lines;
      const last = lines.at(-1)!;
      after = { createdAt: last.createdAt, id: last.gameId };
      if (rows.length < EXPORT_BATCH_ROWS) return;
    }
  })();
}
