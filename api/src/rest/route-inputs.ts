import { AnnouncementInput } from '../modules/announcement/announcement.inputs';
import { CreateApiTokenInput } from '../modules/api-token/api-token.types';
import { LoginInput, StepUpInput } from '../modules/auth/auth.inputs';
import { BonusConfigInput, BonusPresetInput, BonusStatsRangeInput } from '../modules/bonus/bonus.inputs';
import { ImportCardSetInput } from '../modules/card/card.inputs';
import { BulkScheduleInput, RandomScheduleInput, ScheduleFreeGameInput } from '../modules/free-game/free-game.inputs';
import { CheckWinnerBody, GameProgressBody, StartGameInput } from '../modules/game/game.inputs';
import { ChangePasswordInput, CommissionRateInput, RegisterHostInput } from '../modules/host/host.inputs';
import { PowerCampaignInput, PowerClickInput, PowerRedeemInput, PowerStatusInput } from '../modules/power-games/power-games.inputs';
import { InspectAttemptInput } from '../modules/security/security.inputs';
import { TopUpInput } from '../modules/wallet/wallet.inputs';
import type { JsonSchema } from './openapi/class-schema';

type InputClass = new () => object;

/** A query parameter: a string, or a whole number when `integer`. */
export interface QueryParam {
  name: string;
  description: string;
  integer?: boolean;
  enum?: string[];
}

/** What one REST route reads from the request, besides its path parameters. */
export interface RouteInput {
  /** The class-validator input class the handler parses the JSON body with. */
  body?: InputClass;
  /** Body fields the handler takes from elsewhere (the path, the base), not from the body. */
  omit?: string[];
  /** Body fields read besides the input class (legacy inline credentials). */
  extra?: Record<string, JsonSchema>;
  /** The query parameters read, as a class (validated with it) or a list. */
  query?: InputClass | QueryParam[];
  note?: string;
}

const RANGE: QueryParam[] = [
  { name: 'startDate', description: 'First Addis Ababa day, YYYY-MM-DD' },
  { name: 'endDate', description: 'Last Addis Ababa day, YYYY-MM-DD' },
];
const HOST_ID: QueryParam = { name: 'hostId', description: 'Only this host (owners and super admin)' };
const ADMIN_ID: QueryParam = { name: 'adminId', description: 'Only this host (owners and super admin)' };

/**
 * The inputs of the REST routes, keyed "METHOD /path" exactly as the routers declare them.
 * Only inputs live here: the paths, methods and role requirements of the OpenAPI document are
 * read from the routers themselves (route-list.ts), and openapi.test.ts fails on a key that
 * names no real route.
 */
export const ROUTE_INPUTS: Record<string, RouteInput> = {
  'POST /api/admin/login': { body: LoginInput },
  'POST /api/admin/step-up': { body: StepUpInput },
  'POST /api/admin/announcements': { body: AnnouncementInput },
  'PUT /api/admin/announcements/:id': { body: AnnouncementInput },
  'POST /admin/api-tokens': { body: CreateApiTokenInput, note: 'The token is shown once.' },
  'GET /bonus/daily-stats': { query: BonusStatsRangeInput },
  'POST /bonus/create': { body: BonusConfigInput, note: 'Needs X-Step-Up.' },
  'PUT /bonus/:id': { body: BonusConfigInput, note: 'Needs X-Step-Up.' },
  'POST /bonus/preset': { body: BonusPresetInput },
  'PUT /bonus/preset/:id': { body: BonusPresetInput },
  'POST /card/import': { body: ImportCardSetInput },
  'GET /card/export/:setId': { query: [{ name: 'format', description: 'json (default) or csv', enum: ['json', 'csv'] }] },
  'POST /free-game/schedule': { body: ScheduleFreeGameInput, note: 'Needs X-Step-Up.' },
  'PUT /free-game/schedule/:id': { body: ScheduleFreeGameInput, note: 'Needs X-Step-Up.' },
  'POST /free-game/bulk-schedule': { body: BulkScheduleInput, note: 'Needs X-Step-Up.' },
  'POST /free-game/random-schedule': { body: RandomScheduleInput, note: 'Needs X-Step-Up.' },
  'POST /game/start': { body: StartGameInput, note: 'multiplierBingo may send bettingAmount as an array, one stake per card (read as stakes).' },
  'POST /game/isWinner/:gameId/:cardNumber': { body: CheckWinnerBody },
  'POST /game/:gameId/progress': { body: GameProgressBody },
  'GET /admin/myGames': { query: [{ name: 'page', description: 'Page, from 1', integer: true }, HOST_ID] },
  'GET /admin/last-games': { query: [{ name: 'limit', description: 'At most 200', integer: true }] },
  'GET /admin/:id/last-games': { query: [{ name: 'limit', description: 'At most 200', integer: true }] },
  'GET /admin/jackpot-history': { query: [HOST_ID] },
  'POST /admin/canine/secure/register': { body: RegisterHostInput, omit: ['cardSet'], note: 'The card set follows the base: / plays Cartella 1, /v2 Cartella 2.' },
  'POST /admin/change-password': { body: ChangePasswordInput, extra: { masterKey: { type: 'string', description: "The acting super admin's own password (step-up)" } } },
  'PUT /admin/:id/commission-rate': { body: CommissionRateInput, omit: ['hostId'] },
  'PUT /admin/arif/offense/:adminId/update/wallet': {
    body: TopUpInput,
    omit: ['hostId'],
    extra: {
      wallet: { type: 'number', description: 'Super admin: set the balance to this many Birr instead of adding amount' },
      username: { type: 'string', description: "The caller's own username (inline step-up)" },
      password: { type: 'string', description: "The caller's own password (inline step-up)" },
    },
    note: "An owner's call tops up from the group's super account (minimum 10,000 Birr); a super admin's adjusts by amount (may be negative) or sets wallet.",
  },
  'POST /api/game-button-status': { body: PowerStatusInput },
  'POST /api/game-button-click': { body: PowerClickInput },
  'POST /api/power-games/redeem': { body: PowerRedeemInput },
  'POST /api/admin/power-games': { body: PowerCampaignInput },
  'PUT /api/admin/power-games/:id': { body: PowerCampaignInput },
  'POST /inspect/inspect-attempt': { body: InspectAttemptInput },
  'GET /admin/stats': { query: [...RANGE, ADMIN_ID] },
  'GET /admin/:adminId/multiplier-profit-summary': { query: RANGE },
  'GET /admin/:adminId/free-games-stats': { query: RANGE },
  'GET /admin/:adminId/daily-house-profit-loss': { query: RANGE },
  'GET /admin/:adminId/detailed-house-games-info': { query: RANGE },
  'GET /admin/:adminId/house-profit-summary': { query: RANGE },
  'GET /admin/house-game-stats/:adminId': { query: RANGE },
  'GET /admin/:adminId/detailed-multiplier-games-info': { query: RANGE },
  'GET /admin/multiplier-game-stats/:adminId': { query: RANGE },
  'GET /admin/detailed-multiplier-games-info': { query: RANGE },
  'GET /admin/multiplier-profits': { query: RANGE },
  'GET /admin/all-multiplier-game-stats': { query: RANGE },
  'GET /admin/platform-summary': { query: [...RANGE, { name: 'platformShare', description: 'Revenue share to compute with, 0-1' }] },
  'GET /admin/host-ranking': { query: RANGE },
  'GET /admin/bonus-totals': { query: [...RANGE, ADMIN_ID] },
};
