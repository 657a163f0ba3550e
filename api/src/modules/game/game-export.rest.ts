import type { Request, Response } from 'express';
import { actorOf } from '../../shared/rest/request';
import type { ExportColumn } from '../../shared/export/export-columns';
import type { ExportRequest } from '../../shared/export/export-request';
import { sendExport } from '../../shared/export/send-export';
import type { GameServices as Services } from './game.context';
import type { GameExportLine } from './queries/game-export';

/** The games list's columns (web GamesTable), outcome amounts empty until settled. */
export const GAME_EXPORT_COLUMNS: readonly ExportColumn<GameExportLine>[] = [
  { key: 'dateTime', isoKey: 'dateTimeIso', kind: 'instant', value: (g) => g.createdAt },
  { key: 'host', kind: 'text', value: (g) => g.hostUsername },
  { key: 'gameType', kind: 'code', value: (g) => g.gameType },
  { key: 'status', kind: 'code', value: (g) => (g.endReason === 'ABANDONED' ? 'ABANDONED' : g.status) },
  { key: 'betAmount', kind: 'birr', value: (g) => g.bettingAmount },
  { key: 'players', kind: 'int', value: (g) => g.players },
  { key: 'totalStakes', kind: 'birr', value: (g) => g.totalStakes },
  { key: 'winningAmount', kind: 'birr', value: (g) => g.payoutToWinner },
  { key: 'profit', kind: 'birr', value: (g) => g.profit },
  { key: 'platformFee', kind: 'birr', value: (g) => g.platformFee },
  { key: 'gameId', kind: 'text', value: (g) => g.gameId },
];

/** GET /admin/myGames as a file: every game of the list's scope (?hostId, ?startDate/endDate), not one page. */
export async function sendGamesExport(req: Request, res: Response, services: Services, wanted: ExportRequest) {
  const hostId = typeof req.query.hostId === 'string' && req.query.hostId !== '' ? req.query.hostId : null;
  const rows = await services.games.exportBatches(actorOf(res), { hostId, range: wanted.range });
  await sendExport(res, wanted, { name: 'games', columns: GAME_EXPORT_COLUMNS, rows });
}
