import { HOST_ID_QUERY, type RouteInputs } from '../../shared/rest/route-input';
import { CheckWinnerBody, GameProgressBody, StartGameInput } from './game.inputs';

/** OpenAPI inputs of the game module's REST routes (see RouteInputs). */
export const gameRouteInputs: RouteInputs = {
  'POST /game/start': {
    body: StartGameInput,
    note: 'multiplierBingo may send bettingAmount as an array, one stake per card (read as stakes).',
  },
  'POST /game/isWinner/:gameId/:cardNumber': { body: CheckWinnerBody },
  'POST /game/:gameId/progress': {
    body: GameProgressBody,
    note: "Kept for old callers; changes nothing: the server's clock decides, and the answer is its state.",
  },
  'POST /game/:gameId/play': {
    note: "Start or resume the server's clock of your active game; harmless while running.",
  },
  'POST /game/:gameId/pause': { note: "Pause the server's clock of your active game; harmless while paused." },
  'GET /game/:gameId/calls': {
    note: 'The calls revealed so far: { gameId, calledNumbers, callsRevealed, paused, ended, nextCallAt, serverTime }.',
  },
  'GET /api/public/games/:ref': {
    note: 'Public, no sign-in (docs/fairness.md#verifying). ref: a game id or its 8-character public code. While the game runs: the commitment and the calls made; after the end also seed, cards, claims and payouts (Birr).',
  },
  'GET /admin/myGames': { query: [{ name: 'page', description: 'Page, from 1', integer: true }, HOST_ID_QUERY] },
  'GET /admin/last-games': { query: [{ name: 'limit', description: 'At most 200', integer: true }] },
  'GET /admin/:id/last-games': { query: [{ name: 'limit', description: 'At most 200', integer: true }] },
};
