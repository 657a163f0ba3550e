import { EXPORT_BATCH_ROWS } from '@bingo/core';
import type { SqlRows } from '../../../shared/db/statement-text';
import { gameExportPage, type GameExportRow } from './game-export.sql';

/**
 * Which games an export holds, already checked against the actor (game-export.ts): plain data,
 * so the export thread can read the same rows (game-export.reader.ts).
 */
export interface GameExportScope {
  /** Host ids in scope; null: every host (the super admin). */
  hostIds: string[] | null;
  /** Games created in [from, to), or every game in scope. */
  range: { from: Date; to: Date } | null;
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

/**
 * The games list's rows (listGames: same order and outcome rule) newest first, EXPORT_BATCH_ROWS
 * at a time by keyset: each batch is one indexed read of the listed columns, so memory holds one
 * batch however many games there are.
 */
export async function* gameExportPages(read: SqlRows, scope: GameExportScope): AsyncIterable<GameExportLine[]> {
  let after: { createdAt: Date; id: string } | null = null;
  for (;;) {
    const rows = await gameExportPage(read, { ...scope, after, limit: EXPORT_BATCH_ROWS });
    if (rows.length === 0) return;
    const lines = rows.map(line);
    after = { createdAt: lines.at(-1)!.createdAt, id: lines.at(-1)!.gameId };
    yield lines;
    if (rows.length < EXPORT_BATCH_ROWS) return;
  }
}
