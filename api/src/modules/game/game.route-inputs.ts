import { HOST_ID_QUERY, type RouteInputs } from '../../shared/rest/route-input';
import { CheckWinnerBody, GameProgressBody, StartGameInput } from './game.inputs';

/** OpenAPI inputs of the game module's REST routes (see RouteInputs). */
export const gameRouteInputs: RouteInputs = {
  'POST /game/start': {
    body: StartGameInput,
    note: 'multiplierBingo may send bettingAmount as an array, one stake per card (read as stakes).',
  },
  'POST /game/isWinner/:gameId/:cardNumber': { body: CheckWinnerBody },
  'POST /game/:gameId/progress': { body: GameProgressBody },
  'GET /admin/myGames': { query: [{ name: 'page', description: 'Page, from 1', integer: true }, HOST_ID_QUERY] },
  'GET /admin/last-games': { query: [{ name: 'limit', description: 'At most 200', integer: true }] },
  'GET /admin/:id/last-games': { query: [{ name: 'limit', description: 'At most 200', integer: true }] },
};
