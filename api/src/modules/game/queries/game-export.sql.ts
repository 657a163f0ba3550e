import type { SqlRows } from '../../../shared/db/statement-text';

/** One line of a games export: the list's columns only, read without hydrating entities. */
export interface GameExportRow {
  id: string;
  username: string;
  created_at: Date | string;
  game_type: string;
  status: string;
  end_reason: string | null;
  bet_santim: string | number | null;
  players: string | number;
  total_stakes: string | number;
  /** isSettled (game.views.ts) in SQL: the outcome columns are shown only when true. */
  settled: boolean;
  payout_to_winner: string | number | null;
  profit: string | number | null;
  platform_fee: string | number;
}

export interface GameExportPage {
  /** Host ids in scope; null: every host (the super admin). */
  hostIds: readonly string[] | null;
  range: { from: Date; to: Date } | null;
  /** The last row of the previous page (keyset), or null for the first. */
  after: { createdAt: Date; id: string } | null;
  limit: number;
}

/**
 * One keyset page of the games list's order (created_at desc, id desc): an index range per
 * page however deep, never an OFFSET, so the 100th page costs what the first does.
 */
export function gameExportPage(read: SqlRows, page: GameExportPage): Promise<GameExportRow[]> {
  const where: string[] = [];
  const params: unknown[] = [];
  if (page.hostIds) {
    if (page.hostIds.length === 0) return Promise.resolve([]);
    where.push(`g.host_id in (${page.hostIds.map(() => '?').join(', ')})`);
    params.push(...page.hostIds);
  }
  if (page.range) {
    where.push('g.created_at >= ? and g.created_at < ?');
    params.push(page.range.from, page.range.to);
  }
  if (page.after) {
    where.push('(g.created_at < ? or (g.created_at = ? and g.id < ?))');
    params.push(page.after.createdAt, page.after.createdAt, page.after.id);
  }
  return read<GameExportRow>(
    `select g.id, a.username, g.created_at, g.game_type, g.status, g.end_reason, g.bet_santim,
            jsonb_array_length(g.card_palette_numbers) as players, g.total_stakes,
            (g.status = 'ENDED' or g.winning_calls is not null or g.planned_outcome is null) as settled,
            g.payout_to_winner, g.profit, g.platform_fee
       from game g join account a on a.id = g.host_id
      ${where.length ? `where ${where.join(' and ')}` : ''}
      order by g.created_at desc, g.id desc
      limit ?`,
    [...params, page.limit],
  );
}
