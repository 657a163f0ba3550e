import type { Request, Response } from 'express';
import { actorOf } from '../../shared/rest/request';
import type { ExportRequest } from '../../shared/export/export-request';
import { sendExport } from '../../shared/export/send-export';
import type { GameServices as Services } from './game.context';
import { GAME_EXPORT_COLUMNS } from './game-export.columns';

/** GET /admin/myGames as a file: every game of the list's scope (?hostId, ?startDate/endDate), not one page. */
export async function sendGamesExport(req: Request, res: Response, services: Services, wanted: ExportRequest) {
  const hostId = typeof req.query.hostId === 'string' && req.query.hostId !== '' ? req.query.hostId : null;
  const { rows, reader } = await services.games.export(actorOf(res), { hostId, range: wanted.range });
  await sendExport(res, wanted, { name: 'games', columns: GAME_EXPORT_COLUMNS, rows, reader });
}
