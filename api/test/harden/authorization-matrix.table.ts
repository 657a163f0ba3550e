import {
  ACCOUNT_OF,
  DEMO_PASSWORD,
  business,
  ok,
  refused,
  type ActorName,
  type Cells,
  type GraphqlOutcome,
  type RestOutcome,
} from './matrix-actors';
import { addisAt, addisDay, bonusWindow, iso, type Fixtures } from './matrix-fixtures';

/**
 * The authorization matrix (docs/roles-and-accounts.md#roles): for every REST route and every GraphQL Query and
 * Mutation field, what each actor gets. The test fails when a route or field exists that this
 * table does not list, or the table lists one that does not exist: a new endpoint must be
 * classified here.
 *
 * Columns (ACTORS): anonymous, host (hawassa1), otherHost (hawassa2, same group), owner
 * (owner.hawassa), otherOwner (owner.ale), superAdmin, reportToken (owner.hawassa's API token).
 * ok = allowed (2xx); 401/403/404 (GraphQL: UNAUTHENTICATED/FORBIDDEN/NOT_FOUND) = denied;
 * refused(…) = a deny the product words otherwise; business(…) = allowed, with a documented 4xx.
 * Requests name the host's objects (fixtures), or hawassa-matrix, a hawassa host the managers
 * act on, so another actor's deny is the scope check on a real id, never validation.
 *
 * order: allowed calls run by ascending order (default 0), after every denied one: 1 ends or
 * clears what order-0 calls still use, 2 starts the next game (once the host's current one has ended).
 */
export interface RestCase {
  expect: Cells<RestOutcome>;
  /** Values for the route's :params. */
  params?: (f: Fixtures, actor: ActorName) => Record<string, string | number>;
  query?: (f: Fixtures) => string;
  body?: (f: Fixtures, actor: ActorName) => unknown;
  order?: number;
}

export interface GraphqlCase {
  expect: Cells<GraphqlOutcome>;
  /** Arguments; the operation and its variable types are built from the schema. */
  args?: (f: Fixtures, actor: ActorName) => Record<string, unknown>;
  order?: number;
}

const START = {
  bettingAmount: 10,
  cardPaletteNumbers: [5, 6, 7],
  callSpeed: 5000,
  gameType: 'regular',
  winningPatterns: ['any'],
};
/** START as GraphQL takes it: the bet in santim. */
const START_SANTIM = {
  bettingAmountSantim: 1000,
  cardPaletteNumbers: [5, 6, 7],
  callSpeed: 5000,
  gameType: 'regular',
  winningPatterns: ['any'],
};
const ANNOUNCEMENT = () => ({ title: 'Matrix', body: 'Hello hall', startsAt: iso(-60_000), endsAt: iso(3_600_000) });
const BONUS = () => ({ name: 'Matrix', bonusType: 'fixed', bonusValue: 5, ...bonusWindow() });
const PRESET = { name: 'Matrix preset', bonusType: 'fixed', bonusValue: 1, presetCategory: 'holiday' };
/** Not started yet, so the fixtures' running campaign stays the one hosts are shown. */
const CAMPAIGN = (f: Fixtures) => ({
  title: 'Later',
  text: 'Soon',
  link: 'https://example.org/later',
  targetAll: false,
  targetHostIds: [f.hostId],
  startsAt: iso(60_000),
  endsAt: iso(7_200_000),
});
const BULK = () => ({
  startDate: addisDay(41),
  endDate: addisDay(41),
  timeSlots: ['09:00'],
  selectedDays: [0, 1, 2, 3, 4, 5, 6],
});
const RANDOM = () => ({
  startDateTime: addisAt(51, '08:00'),
  endDateTime: addisAt(51, '20:00'),
  numberOfGames: 3,
  minGapMinutes: 30,
});
const INSPECT = { adminUsername: 'hawassa1', detectionMethod: 'devtools' };
/** A super admin's presets are the global ones: that is the object it acts on; everyone else names the host's own. */
const presetOf = (f: Fixtures, actor: ActorName) => (actor === 'superAdmin' ? f.preset.global : f.preset.own);
const presetParam = (f: Fixtures, actor: ActorName) => ({ id: presetOf(f, actor) });
const hostQuery = (f: Fixtures) => `?hostId=${f.hostId}`;
const adminQuery = (f: Fixtures) => `?adminId=${f.hostId}`;
const hostParam = (f: Fixtures) => ({ adminId: f.hostId });
const NO_CARD_SET = (code: number | string) =>
  business(code, 'managers have no card set of their own ("Your account has no card set")');

const COUNTS = [{ birr: 100, count: 2 }];
const SHIFT_OPEN = (code: number | string) =>
  business(code, 'one open shift per host: the fixtures (or the REST row) opened it');
const NO_FLAG = business('NOT_FOUND', 'the fixture game is not flagged: acknowledging a real flag is in shift.test.ts');
// The live stream never ends: the matrix asks for a hall no host has; the feed itself is in follow.test.ts.
const NO_HALL = business(404, 'a hall code no host has: the live stream is not opened (follow.test.ts streams one)');
const UPLOAD_JSON = business(415, 'the pack is sent as multipart/form-data');
const NO_CLIP = business(404, 'no such pack (real clips: voice-pack.test.ts)');
const linkedDraft = (hostIds: string[]) => ({ name: 'Matrix pool', accrualShare: 0.1, callLimit: 40, hostIds });
const IN_ANOTHER_POOL = (code: number | string) =>
  business(code, "a hall is in one pool: the fixtures' pool holds hawassa-matrix (a new pool: linked-jackpot.test.ts)");

// prettier-ignore
export const REST_MATRIX: Record<string, RestCase> = {
  //                                                  anonymous  host  otherHost  owner  otherOwner  superAdmin  reportToken
  // Outside the REST router: liveness and readiness are public, token or not.
  'GET /healthz':                                  { expect: [ok, ok, ok, ok, ok, ok, ok] },
  'GET /readyz':                                   { expect: [ok, ok, ok, ok, ok, ok, ok] },
  // Loopback without any bearer token, or METRICS_TOKEN: an account's token is not the metrics token.
  'GET /metrics':                                  { expect: [ok, 403, 403, 403, 403, 403, 403] },
  'GET /api/openapi.json':                         { expect: [ok, ok, ok, ok, ok, ok, ok] },

  // Sign-in. A report token may do nothing but read reports, even on public paths.
  'POST /api/admin/login':                         { expect: [ok, ok, ok, ok, ok, ok, 403], body: () => ({ username: 'demo', password: DEMO_PASSWORD }) },
  'GET /admin/validate-token':                     { expect: [ok, ok, ok, ok, ok, ok, 403] },
  'POST /api/admin/step-up':                       { expect: [401, ok, ok, ok, ok, ok, 403], body: () => ({ password: DEMO_PASSWORD }) },
  'GET /current':                                  { expect: [ok, ok, ok, ok, ok, ok, 403] },
  // Recorded for the signed-in caller only.
  'POST /inspect/inspect-attempt':                 { expect: [401, ok, ok, ok, ok, ok, 403], body: () => INSPECT },
  'GET /inspect/inspect-attempts':                 { expect: [401, 403, 403, 403, 403, ok, 403] },
  'GET /admin/api-tokens':                         { expect: [401, ok, ok, ok, ok, ok, 403] },
  'POST /admin/api-tokens':                        { expect: [401, ok, ok, ok, ok, ok, 403], body: () => ({ name: 'matrix' }) },
  // Tokens are personal: anyone else's is not found, except for the super admin, who may revoke any.
  'DELETE /admin/api-tokens/:id':                  { expect: [401, ok, 404, 404, 404, ok, 403], params: (f) => ({ id: f.hostApiToken.rest }) },

  // Announcements and Power Games.
  // Voice packs: uploads are multipart (a JSON body is refused); clips are public by their content-hash URL.
  'POST /api/voice-packs':                         { expect: [401, UPLOAD_JSON, UPLOAD_JSON, UPLOAD_JSON, UPLOAD_JSON, UPLOAD_JSON, 403], body: () => ({ name: 'Matrix' }) },
  'GET /api/voice-packs/:packId/:hash/:clip':      { expect: [NO_CLIP, NO_CLIP, NO_CLIP, NO_CLIP, NO_CLIP, NO_CLIP, 403], params: () => ({ packId: '00000000-0000-4000-8000-000000000000', hash: '0123456789abcdef', clip: '1.wav' }) },
  'GET /api/announcements':                        { expect: [401, ok, ok, ok, ok, ok, 403] },
  'GET /api/admin/announcements':                  { expect: [401, 403, 403, 403, 403, ok, 403] },
  'POST /api/admin/announcements':                 { expect: [401, 403, 403, 403, 403, ok, 403], body: ANNOUNCEMENT },
  'PUT /api/admin/announcements/:id':              { expect: [401, 403, 403, 403, 403, ok, 403], params: (f) => ({ id: f.announcementId }), body: ANNOUNCEMENT },
  // The status and click calls are the signed-in host's own: naming the host answers 404 to another host.
  'POST /api/game-button-status':                  { expect: [401, ok, 404, 403, 403, 403, 403], body: (f) => ({ adminID: f.hostId }) },
  'POST /api/game-button-click':                   { expect: [401, ok, 404, 403, 403, 403, 403], body: (f) => ({ adminId: f.hostId, appearanceId: f.appearanceId }) },
  // The code is the credential (the external site has no session): one fresh code per caller.
  'POST /api/power-games/redeem':                  { expect: [ok, ok, ok, ok, ok, ok, 403], body: (f, a) => ({ code: f.codes.rest[a] }) },
  'GET /api/admin/power-games':                    { expect: [401, 403, 403, 403, 403, ok, 403] },
  'POST /api/admin/power-games':                   { expect: [401, 403, 403, 403, 403, ok, 403], body: CAMPAIGN },
  'PUT /api/admin/power-games/:id':                { expect: [401, 403, 403, 403, 403, ok, 403], params: (f) => ({ id: f.campaignId }), body: () => ({ text: 'Updated' }) },

  // Owners and the super admin manage hosts; owner.ale's scope does not hold hawassa hosts.
  'GET /admin/owner-group':                        { expect: [401, 403, 403, ok, ok, 403, 403] },
  'GET /admin/naan/all/protected':                 { expect: [401, 403, 403, ok, ok, ok, ok] },
  'POST /admin/canine/secure/register':            {
    expect: [401, 403, 403, ok, refused(400, 'a username outside the group prefixes'), ok, 403],
    body: (_f, a) => ({ username: `hawassa-r-${a.toLowerCase()}`, password: 'long-enough', initialWallet: 0 }),
  },
  'POST /admin/:id/block':                         { expect: [401, 403, 403, ok, 404, ok, 403], params: (f) => ({ id: f.targetId }), order: 1 },
  'POST /admin/:id/unblock':                       { expect: [401, 403, 403, ok, 404, ok, 403], params: (f) => ({ id: f.targetId }), order: 2 },
  // masterKey is the acting super admin's own password; owners may not change passwords at all.
  'POST /admin/change-password':                   { expect: [401, 403, 403, 403, 403, ok, 403], body: (f) => ({ adminId: f.targetId, newPassword: 'a-new-password', masterKey: DEMO_PASSWORD }) },
  // owner.ale's group may not edit commission: 403 before its scope is looked at.
  'PUT /admin/:id/commission-rate':                { expect: [401, 403, 403, ok, 403, ok, 403], params: (f) => ({ id: f.targetId }), body: () => ({ commissionRate: 0.25 }) },
  'PUT /admin/arif/offense/:adminId/update/wallet': {
    expect: [401, 403, 403, ok, 404, ok, 403],
    params: (f) => ({ adminId: f.targetId }),
    // The legacy payload re-authenticates the caller inline (step-up).
    body: (_f, a) => ({ amount: 10_000, username: a === 'anonymous' ? 'nobody' : ACCOUNT_OF[a], password: DEMO_PASSWORD }),
  },
  'GET /admin/transactions':                       { expect: [401, 403, 403, ok, ok, ok, ok] },

  // Cards: every signed-in account reads its own set; sets are the super admin's.
  'GET /card/getCards':                            { expect: [401, ok, ok, NO_CARD_SET(400), NO_CARD_SET(400), NO_CARD_SET(400), 403] },
  'GET /card/:id':                                 { expect: [401, ok, ok, NO_CARD_SET(400), NO_CARD_SET(400), NO_CARD_SET(400), 403], params: () => ({ id: 1 }) },
  'GET /card/checks':                              { expect: [401, ok, ok, NO_CARD_SET(400), NO_CARD_SET(400), NO_CARD_SET(400), 403] },
  'GET /card/sets':                                { expect: [401, 403, 403, 403, 403, ok, 403] },
  'POST /card/import':                             { expect: [401, 403, 403, 403, 403, ok, 403], body: (f) => ({ name: 'Matrix hall', format: 'json', data: f.cardSetJson }) },
  'GET /card/export/:setId':                       { expect: [401, 403, 403, 403, 403, ok, 403], params: () => ({ setId: 1 }) },

  // Games: hosts run their own; the game record is visible in scope.
  'POST /game/:gameId/progress':                   { expect: [401, ok, 404, 403, 403, 403, 403], params: (f) => ({ gameId: f.game.id }), body: () => ({ callsRevealed: 3, paused: false }) },
  'POST /game/isWinner/:gameId/:cardNumber':       { expect: [401, ok, 404, 403, 403, 403, 403], params: (f) => ({ gameId: f.game.id, cardNumber: 1 }), body: (f) => ({ calledNumbers: f.game.calls }) },
  'POST /game/:gameId/play':                       { expect: [401, ok, 404, 403, 403, 403, 403], params: (f) => ({ gameId: f.game.id }) },
  'POST /game/:gameId/pause':                      { expect: [401, ok, 404, 403, 403, 403, 403], params: (f) => ({ gameId: f.game.id }) },
  'POST /game/:gameId/end':                        { expect: [401, ok, 404, 403, 403, 403, 403], params: (f) => ({ gameId: f.game.id }), order: 1 },
  'POST /game/start':                              { expect: [401, ok, ok, 403, 403, 403, 403], body: () => START, order: 2 },
  'GET /game/active':                              { expect: [401, ok, ok, 403, 403, 403, 403] },
  // Public verification (docs/fairness.md#verifying): anyone, by id or code; a report token reads reports only.
  'GET /api/public/cards/:cardSetId/:paletteNumber/:check': { expect: [ok, ok, ok, ok, ok, ok, 403], params: (f) => ({ cardSetId: f.paper.set, paletteNumber: f.paper.palette, check: f.paper.check }) },
  'GET /api/public/halls/:hallCode':                { expect: [ok, ok, ok, ok, ok, ok, 403], params: (f) => ({ hallCode: f.paper.hall }), query: (f) => `?cards=${f.paper.set}/5` },
  'GET /api/public/halls/:hallCode/cards/:paletteNumber': { expect: [ok, ok, ok, ok, ok, ok, 403], params: (f) => ({ hallCode: f.paper.hall, paletteNumber: 5 }) },
  'GET /api/public/halls/:hallCode/follow':         { expect: [NO_HALL, NO_HALL, NO_HALL, NO_HALL, NO_HALL, NO_HALL, 403], params: () => ({ hallCode: 'ZZZZZZ' }) },
  'GET /api/public/games/:ref':                     { expect: [ok, ok, ok, ok, ok, ok, 403], params: (f) => ({ ref: f.game.id }) },
  'GET /game/:gameId':                             { expect: [401, ok, 404, ok, 404, ok, 403], params: (f) => ({ gameId: f.game.id }) },
  'GET /game/:gameId/calls':                       { expect: [401, ok, 404, ok, 404, ok, 403], params: (f) => ({ gameId: f.game.id }) },
  'GET /admin/myGames':                            { expect: [401, ok, 404, ok, 404, ok, ok], query: hostQuery },
  'GET /admin/last-games':                         { expect: [401, 403, 403, 403, 403, ok, 403] },
  'GET /admin/:id/last-games':                     { expect: [401, 403, 403, ok, 404, ok, 403], params: (f) => ({ id: f.hostId }) },
  'GET /admin/jackpot-history':                    { expect: [401, ok, 404, ok, 404, ok, 403], query: hostQuery },
  // Linked jackpots (docs/games-and-money.md#linked-jackpot): the fixtures' pool holds hawassa-matrix, so a new one with it is 409.
  'GET /api/linked-jackpots':                       { expect: [401, 403, 403, ok, ok, ok, 403] },
  'POST /api/linked-jackpots':                      { expect: [401, 403, 403, IN_ANOTHER_POOL(409), 403, IN_ANOTHER_POOL(409), 403], body: (f) => linkedDraft([f.hostId, f.targetId]) },
  'PUT /api/linked-jackpots/:id':                   { expect: [401, 403, 403, ok, 404, ok, 403], params: (f) => ({ id: f.linkedJackpotId }), body: (f) => linkedDraft([f.targetId, f.otherHostId]) },

  // The till (docs/games-and-money.md#the-till): a host its own shifts, an owner its group's, the super admin all.
  // The fixtures leave the host one open shift (opening another is refused) and a closed one; the
  // open one closes once the fixture game has ended (order 1.5), before the next game starts.
  'GET /api/shifts':                               { expect: [401, ok, 404, ok, 404, ok, ok], query: hostQuery },
  'GET /api/shifts/current':                       { expect: [401, ok, ok, 403, 403, 403, 403] },
  'GET /api/shifts/meters':                        { expect: [401, ok, 404, ok, 404, ok, ok], query: hostQuery },
  'GET /api/shifts/:id':                           { expect: [401, ok, 404, ok, 404, ok, 403], params: (f) => ({ id: f.shift.closed }) },
  'POST /api/shifts':                              { expect: [401, SHIFT_OPEN(409), ok, 403, 403, 403, 403], body: () => ({ counts: COUNTS }) },
  'POST /api/shifts/:id/close':                    { expect: [401, ok, 404, 403, 403, 403, 403], params: (f) => ({ id: f.shift.open }), body: () => ({ counts: COUNTS, note: 'matrix' }), order: 1.5 },
  'POST /api/shifts/:id/corrections':              { expect: [401, 403, 403, ok, 404, ok, 403], params: (f) => ({ id: f.shift.closed }), body: () => ({ amountSantim: 100, note: 'matrix' }) },

  // Anomalies (docs/reporting.md#anomalies): owners their group's hosts, the super admin all; API tokens read.
  'GET /api/anomalies':                            { expect: [401, 403, 403, ok, ok, ok, ok] },
  'GET /api/anomalies/thresholds':                 { expect: [401, 403, 403, ok, ok, ok, ok] },
  'PUT /api/anomalies/thresholds':                 { expect: [401, 403, 403, ok, ok, ok, 403], body: (f, actor) => ({ ...(actor === 'superAdmin' ? { ownerGroupId: f.group.id } : {}), abandonedRate: 0.3 }) },
  'GET /api/anomalies/:hostId/:kind':              { expect: [401, 403, 403, ok, 404, ok, ok], params: (f) => ({ hostId: f.hostId, kind: 'ABANDONED_GAMES' }) },
  'POST /api/card-prints':                         { expect: [401, ok, ok, 403, 403, 403, 403], body: () => ({ paletteNumbers: [5, 6] }) },

  // Free games: the host's own; writes need step-up (every actor here carries one).
  'GET /admin/free-game/schedules':                { expect: [401, ok, ok, 403, 403, 403, 403] },
  'GET /admin/free-game/history':                  { expect: [401, ok, ok, 403, 403, 403, 403] },
  'POST /free-game/schedule':                      { expect: [401, ok, ok, 403, 403, 403, 403], body: () => ({ scheduledDateTime: addisAt(30, '10:00') }) },
  'POST /free-game/bulk-schedule':                 { expect: [401, ok, ok, 403, 403, 403, 403], body: BULK },
  'POST /free-game/random-schedule':               { expect: [401, ok, ok, 403, 403, 403, 403], body: RANDOM },
  'PUT /free-game/schedule/:id':                   { expect: [401, ok, 404, 403, 403, 403, 403], params: (f) => ({ id: f.slot.moveRest }), body: () => ({ scheduledDateTime: addisAt(21, '10:00') }) },
  'DELETE /free-game/schedule/:id':                { expect: [401, ok, 404, 403, 403, 403, 403], params: (f) => ({ id: f.slot.cancelRest }) },
  'POST /admin/free-game/cancel-all':              { expect: [401, ok, ok, 403, 403, 403, 403], order: 1 },

  // Bonuses: configurations are the host's; presets also the super admin's (global).
  'GET /bonus/list':                               { expect: [401, ok, ok, 403, 403, 403, 403] },
  'GET /bonus/presets':                            { expect: [401, ok, ok, 403, 403, ok, 403] },
  'GET /bonus/bonus-games':                        { expect: [401, ok, ok, 403, 403, 403, 403] },
  'GET /bonus/daily-stats':                        { expect: [401, ok, ok, 403, 403, 403, 403] },
  'POST /bonus/create':                            { expect: [401, ok, ok, 403, 403, 403, 403], body: BONUS },
  'PUT /bonus/:id':                                { expect: [401, ok, 404, 403, 403, 403, 403], params: (f) => ({ id: f.bonus.update }), body: () => ({ bonusValue: 6 }) },
  'DELETE /bonus/:id':                             { expect: [401, ok, 404, 403, 403, 403, 403], params: (f) => ({ id: f.bonus.removeRest }) },
  'POST /bonus/preset':                            { expect: [401, ok, ok, 403, 403, ok, 403], body: () => PRESET },
  'PUT /bonus/preset/:id':                         { expect: [401, ok, 404, 403, 403, ok, 403], params: presetParam, body: () => ({ bonusValue: 2 }) },
  'PUT /bonus/preset/:id/toggle':                  { expect: [401, ok, 404, 403, 403, ok, 403], params: presetParam },

  // Reports: every signed-in account in its scope, and the report token (GET report paths).
  'GET /admin/stats':                              { expect: [401, ok, 404, ok, 404, ok, ok], query: adminQuery },
  'GET /admin/:adminId/multiplier-profit-summary': { expect: [401, ok, 404, ok, 404, ok, ok], params: hostParam },
  'GET /admin/:adminId/free-games-stats':          { expect: [401, ok, 404, ok, 404, ok, ok], params: hostParam },
  'GET /admin/:adminId/daily-house-profit-loss':   { expect: [401, ok, 404, ok, 404, ok, ok], params: hostParam },
  'GET /admin/:adminId/detailed-house-games-info': { expect: [401, ok, 404, ok, 404, ok, ok], params: hostParam },
  'GET /admin/:adminId/house-profit-summary':      { expect: [401, ok, 404, ok, 404, ok, ok], params: hostParam },
  'GET /admin/house-game-stats/:adminId':          { expect: [401, ok, 404, ok, 404, ok, ok], params: hostParam },
  'GET /admin/:adminId/detailed-multiplier-games-info': { expect: [401, ok, 404, ok, 404, ok, ok], params: hostParam },
  'GET /admin/multiplier-game-stats/:adminId':     { expect: [401, ok, 404, ok, 404, ok, ok], params: hostParam },
  'GET /admin/detailed-multiplier-games-info':     { expect: [401, ok, ok, ok, ok, ok, ok] },
  'GET /admin/multiplier-profits':                 { expect: [401, ok, ok, ok, ok, ok, ok] },
  'GET /admin/all-multiplier-game-stats':          { expect: [401, ok, ok, ok, ok, ok, ok] },
  'GET /admin/host-ranking':                       { expect: [401, ok, ok, ok, ok, ok, ok] },
  'GET /admin/bonus-totals':                       { expect: [401, ok, 404, ok, 404, ok, ok], query: adminQuery },
  // The report token is owner.hawassa's: the platform summary stays the super admin's.
  'GET /admin/platform-summary':                   { expect: [401, 403, 403, 403, 403, ok, 403] },
};

const hostArg = (f: Fixtures) => ({ hostId: f.hostId });
/** Per-pack scope is proven on real packs in voice-pack.test.ts; here every actor names a pack that does not exist. */
const NO_PACK_ID = '00000000-0000-4000-8000-000000000000';
const NO_PACK = business('NOT_FOUND', 'no such voice pack');

// prettier-ignore
export const GRAPHQL_MATRIX: Record<string, GraphqlCase> = {
  //                              anonymous          host  otherHost    owner        otherOwner   superAdmin   reportToken
  // Public fields. A report token reads reports only, as on REST.
  'Query.serverTime':             { expect: [ok, ok, ok, ok, ok, ok, 'FORBIDDEN'] },
  'Query.paperCard':              { expect: [ok, ok, ok, ok, ok, ok, 'FORBIDDEN'], args: (f) => ({ cardSetId: f.paper.set, paletteNumber: f.paper.palette, check: f.paper.check }) },
  'Query.hallPaperCard':          { expect: [ok, ok, ok, ok, ok, ok, 'FORBIDDEN'], args: (f) => ({ hallCode: f.paper.hall, paletteNumber: f.paper.palette }) },
  'Query.publicHall':             { expect: [ok, ok, ok, ok, ok, ok, 'FORBIDDEN'], args: (f) => ({ hallCode: f.paper.hall, cards: [{ cardSetId: f.paper.set, paletteNumber: 5 }] }) },
  'Query.publicGame':             { expect: [ok, ok, ok, ok, ok, ok, 'FORBIDDEN'], args: (f) => ({ ref: f.game.id }) },
  'Query.validateToken':          { expect: [ok, ok, ok, ok, ok, ok, 'FORBIDDEN'] },
  'Mutation.login':               { expect: [ok, ok, ok, ok, ok, ok, 'FORBIDDEN'], args: () => ({ input: { username: 'demo', password: DEMO_PASSWORD } }) },
  'Mutation.recordInspectAttempt': { expect: ['UNAUTHENTICATED', ok, ok, ok, ok, ok, 'FORBIDDEN'], args: () => ({ input: INSPECT }) },
  // No sign-in: a display spends a pairing code (a wrong one here; the rate limit allows ten per address).
  'Mutation.pairDisplay':         { expect: [business('BAD_USER_INPUT', 'a wrong code'), business('BAD_USER_INPUT', 'a wrong code'), business('BAD_USER_INPUT', 'a wrong code'), business('BAD_USER_INPUT', 'a wrong code'), business('BAD_USER_INPUT', 'a wrong code'), business('BAD_USER_INPUT', 'a wrong code'), 'FORBIDDEN'], args: () => ({ input: { code: 'AAAAAA' } }) },
  'Mutation.redeemPowerGameCode': { expect: [ok, ok, ok, ok, ok, ok, 'FORBIDDEN'], args: (f, a) => ({ input: { code: f.codes.graphql[a] } }) },

  // Signed in, own things.
  'Query.me':                     { expect: ['UNAUTHENTICATED', ok, ok, ok, ok, ok, 'FORBIDDEN'] },
  'Mutation.stepUp':              { expect: ['UNAUTHENTICATED', ok, ok, ok, ok, ok, 'FORBIDDEN'], args: () => ({ input: { password: DEMO_PASSWORD } }) },
  'Query.apiTokens':              { expect: ['UNAUTHENTICATED', ok, ok, ok, ok, ok, 'FORBIDDEN'] },
  'Mutation.createApiToken':      { expect: ['UNAUTHENTICATED', ok, ok, ok, ok, ok, 'FORBIDDEN'], args: () => ({ input: { name: 'matrix' } }) },
  'Mutation.revokeApiToken':      { expect: ['UNAUTHENTICATED', ok, 'NOT_FOUND', 'NOT_FOUND', 'NOT_FOUND', ok, 'FORBIDDEN'], args: (f) => ({ id: f.hostApiToken.graphql }) },
  'Query.activeAnnouncements':    { expect: ['UNAUTHENTICATED', ok, ok, ok, ok, ok, 'FORBIDDEN'] },
  'Query.cards':                  { expect: ['UNAUTHENTICATED', ok, ok, NO_CARD_SET('BAD_USER_INPUT'), NO_CARD_SET('BAD_USER_INPUT'), NO_CARD_SET('BAD_USER_INPUT'), 'FORBIDDEN'] },
  'Query.card':                   { expect: ['UNAUTHENTICATED', ok, ok, NO_CARD_SET('BAD_USER_INPUT'), NO_CARD_SET('BAD_USER_INPUT'), NO_CARD_SET('BAD_USER_INPUT'), 'FORBIDDEN'], args: () => ({ paletteNumber: 1 }) },

  // Two-factor sign-in: owners and the super admin enrol; the super admin sets the policy and resets.
  'Query.twoFactorStatus':        { expect: ['UNAUTHENTICATED', 'FORBIDDEN', 'FORBIDDEN', ok, ok, ok, 'FORBIDDEN'] },
  'Mutation.beginTwoFactorEnrolment': { expect: ['UNAUTHENTICATED', 'FORBIDDEN', 'FORBIDDEN', ok, ok, ok, 'FORBIDDEN'] },
  'Mutation.confirmTwoFactorEnrolment': {
    expect: ['UNAUTHENTICATED', 'FORBIDDEN', 'FORBIDDEN', business('BAD_USER_INPUT', 'a wrong first code'), business('BAD_USER_INPUT', 'a wrong first code'), business('BAD_USER_INPUT', 'a wrong first code'), 'FORBIDDEN'],
    args: () => ({ input: { code: '000000' } }),
    order: 1,
  },
  'Query.twoFactorAccounts':      { expect: ['UNAUTHENTICATED', 'FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN', ok, 'FORBIDDEN'] },
  'Mutation.setTwoFactorPolicy':  { expect: ['UNAUTHENTICATED', 'FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN', ok, 'FORBIDDEN'], args: () => ({ input: { requiredForOwners: false } }) },
  'Mutation.resetTwoFactor':      { expect: ['UNAUTHENTICATED', 'FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN', business('NOT_FOUND', 'a host has no second factor'), 'FORBIDDEN'], args: (f) => ({ input: { accountId: f.hostId } }) },

  // Super admin only.
  'Query.announcements':          { expect: ['UNAUTHENTICATED', 'FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN', ok, 'FORBIDDEN'] },
  'Mutation.createAnnouncement':  { expect: ['UNAUTHENTICATED', 'FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN', ok, 'FORBIDDEN'], args: () => ({ input: ANNOUNCEMENT() }) },
  'Mutation.updateAnnouncement':  { expect: ['UNAUTHENTICATED', 'FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN', ok, 'FORBIDDEN'], args: (f) => ({ id: f.announcementId, input: ANNOUNCEMENT() }) },
  'Query.powerCampaigns':         { expect: ['UNAUTHENTICATED', 'FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN', ok, 'FORBIDDEN'] },
  'Mutation.createPowerCampaign': { expect: ['UNAUTHENTICATED', 'FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN', ok, 'FORBIDDEN'], args: (f) => ({ input: CAMPAIGN(f) }) },
  'Mutation.updatePowerCampaign': { expect: ['UNAUTHENTICATED', 'FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN', ok, 'FORBIDDEN'], args: (f) => ({ id: f.campaignId, input: { text: 'Updated' } }) },
  'Query.hiddenHosts':            { expect: ['UNAUTHENTICATED', 'FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN', ok, 'FORBIDDEN'], args: () => ({ filter: 'test' }) },
  'Query.bonusLimits':            { expect: ['UNAUTHENTICATED', 'FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN', ok, 'FORBIDDEN'] },
  'Query.effectiveBonusLimits':   { expect: ['UNAUTHENTICATED', ok, 'NOT_FOUND', 'FORBIDDEN', 'FORBIDDEN', ok, 'FORBIDDEN'], args: hostArg },
  // The default limits again, set on the host: the other rows' bonuses stay within them.
  'Mutation.setBonusLimits':      { expect: ['UNAUTHENTICATED', 'FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN', ok, 'FORBIDDEN'], args: (f) => ({ input: { scope: 'HOST', targetId: f.hostId, maxPerGameSantim: 100_000, maxShareBp: 5_000, maxPerDaySantim: 1_000_000 } }) },
  'Mutation.clearBonusLimits':    { expect: ['UNAUTHENTICATED', 'FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN', business('NOT_FOUND', 'no such limit row'), 'FORBIDDEN'], args: () => ({ id: '999999' }) },
  'Query.inspectAttempts':        { expect: ['UNAUTHENTICATED', 'FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN', ok, 'FORBIDDEN'] },
  'Query.printedCards':           { expect: ['UNAUTHENTICATED', ok, ok, NO_CARD_SET('BAD_USER_INPUT'), NO_CARD_SET('BAD_USER_INPUT'), NO_CARD_SET('BAD_USER_INPUT'), 'FORBIDDEN'] },
  'Query.cardSets':               { expect: ['UNAUTHENTICATED', 'FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN', ok, 'FORBIDDEN'] },
  'Query.exportCardSet':          { expect: ['UNAUTHENTICATED', 'FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN', ok, 'FORBIDDEN'], args: () => ({ id: 1 }) },
  'Mutation.importCardSet':       { expect: ['UNAUTHENTICATED', 'FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN', ok, 'FORBIDDEN'], args: (f) => ({ input: { name: 'Matrix hall 2', format: 'json', data: f.cardSetJson } }) },
  'Query.platformSummary':        { expect: ['UNAUTHENTICATED', 'FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN', ok, 'FORBIDDEN'] },
  'Query.platformPeriods':        { expect: ['UNAUTHENTICATED', 'FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN', ok, 'FORBIDDEN'] },
  'Mutation.changePassword':      { expect: ['UNAUTHENTICATED', 'FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN', ok, 'FORBIDDEN'], args: (f) => ({ input: { adminId: f.targetId, newPassword: 'another-password' } }) },
  'Mutation.adjustHostWallet':    { expect: ['UNAUTHENTICATED', 'FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN', ok, 'FORBIDDEN'], args: (f) => ({ input: { hostId: f.targetId, amountSantim: -100 } }) },
  // Owner groups, their owners and super accounts (docs/roles-and-accounts.md#owner-groups).
  'Query.ownerGroups':            { expect: ['UNAUTHENTICATED', 'FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN', ok, 'FORBIDDEN'] },
  'Mutation.createOwnerGroup':    { expect: ['UNAUTHENTICATED', 'FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN', ok, 'FORBIDDEN'], args: () => ({ input: { name: 'gondar', prefixes: ['gondar'], cardSetIds: [2] } }) },
  'Mutation.updateOwnerGroup':    { expect: ['UNAUTHENTICATED', 'FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN', ok, 'FORBIDDEN'], args: (f) => ({ input: { id: f.group.id, canEditCommission: true } }) },
  'Mutation.setOwnerGroupArchived': { expect: ['UNAUTHENTICATED', 'FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN', ok, 'FORBIDDEN'], args: (f) => ({ groupId: f.group.id, archived: false }) },
  'Mutation.createOwnerAccount':  { expect: ['UNAUTHENTICATED', 'FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN', ok, 'FORBIDDEN'], args: (f) => ({ input: { groupId: f.group.id, username: 'owner.matrix2', password: 'long-enough' } }) },
  'Mutation.setOwnerAccountBlocked': { expect: ['UNAUTHENTICATED', 'FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN', ok, 'FORBIDDEN'], args: (f) => ({ ownerId: f.group.ownerId, blocked: true }) },

  // Owners (in scope) and the super admin.
  'Query.myOwnerGroup':           { expect: ['UNAUTHENTICATED', 'FORBIDDEN', 'FORBIDDEN', ok, ok, 'FORBIDDEN', 'FORBIDDEN'] },
  'Query.ownerRoute':             { expect: ['UNAUTHENTICATED', 'FORBIDDEN', 'FORBIDDEN', ok, ok, 'FORBIDDEN', 'FORBIDDEN'], args: () => ({ path: '/hawassa' }) },
  'Query.hosts':                  { expect: ['UNAUTHENTICATED', 'FORBIDDEN', 'FORBIDDEN', ok, ok, ok, ok] },
  'Query.walletTransactions':     { expect: ['UNAUTHENTICATED', 'FORBIDDEN', 'FORBIDDEN', ok, ok, ok, 'FORBIDDEN'] },
  'Mutation.registerHost':        {
    expect: ['UNAUTHENTICATED', 'FORBIDDEN', 'FORBIDDEN', ok, refused('BAD_USER_INPUT', 'a username outside the group prefixes'), ok, 'FORBIDDEN'],
    args: (_f, a) => ({ input: { username: `hawassa-g-${a.toLowerCase()}`, password: 'long-enough' } }),
  },
  'Mutation.setHostBlocked':      { expect: ['UNAUTHENTICATED', 'FORBIDDEN', 'FORBIDDEN', ok, 'NOT_FOUND', ok, 'FORBIDDEN'], args: (f) => ({ hostId: f.targetId, blocked: false }), order: 2 },
  'Mutation.setCommissionRate':   { expect: ['UNAUTHENTICATED', 'FORBIDDEN', 'FORBIDDEN', ok, 'FORBIDDEN', ok, 'FORBIDDEN'], args: (f) => ({ input: { hostId: f.targetId, commissionRate: 0.3 } }) },
  // Top-ups come from the group's super account: the super admin adjusts instead.
  'Mutation.topUpHost':           { expect: ['UNAUTHENTICATED', 'FORBIDDEN', 'FORBIDDEN', ok, 'NOT_FOUND', 'FORBIDDEN', 'FORBIDDEN'], args: (f) => ({ input: { hostId: f.targetId, amountSantim: 1_000_000 } }) },
  'Query.linkedJackpots':         { expect: ['UNAUTHENTICATED', 'FORBIDDEN', 'FORBIDDEN', ok, ok, ok, 'FORBIDDEN'] },
  'Mutation.createLinkedJackpot': { expect: ['UNAUTHENTICATED', 'FORBIDDEN', 'FORBIDDEN', IN_ANOTHER_POOL('CONFLICT'), 'FORBIDDEN', IN_ANOTHER_POOL('CONFLICT'), 'FORBIDDEN'], args: (f) => ({ input: linkedDraft([f.hostId, f.targetId]) }) },
  'Mutation.updateLinkedJackpot': { expect: ['UNAUTHENTICATED', 'FORBIDDEN', 'FORBIDDEN', ok, 'NOT_FOUND', ok, 'FORBIDDEN'], args: (f) => ({ input: { ...linkedDraft([f.targetId, f.otherHostId]), id: f.linkedJackpotId } }) },
  'Mutation.updateJackpotSettings': { expect: ['UNAUTHENTICATED', 'FORBIDDEN', 'FORBIDDEN', ok, 'NOT_FOUND', ok, 'FORBIDDEN'], args: (f) => ({ input: { hostId: f.targetId, accrualShare: 0.1, callLimit: 40 } }) },
  // Hall settings: a host reads its own; its owner and the super admin read and set them.
  // The till (docs/games-and-money.md#the-till); see the REST rows.
  'Query.shifts':                 { expect: ['UNAUTHENTICATED', ok, 'NOT_FOUND', ok, 'NOT_FOUND', ok, 'FORBIDDEN'], args: hostArg },
  'Query.shift':                  { expect: ['UNAUTHENTICATED', ok, 'NOT_FOUND', ok, 'NOT_FOUND', ok, 'FORBIDDEN'], args: (f) => ({ id: f.shift.closed }) },
  'Query.currentShift':           { expect: ['UNAUTHENTICATED', ok, ok, 'FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN'] },
  'Query.meters':                 { expect: ['UNAUTHENTICATED', ok, 'NOT_FOUND', ok, 'NOT_FOUND', ok, ok], args: hostArg },
  'Query.tillSettings':           { expect: ['UNAUTHENTICATED', ok, 'NOT_FOUND', ok, 'NOT_FOUND', ok, 'FORBIDDEN'], args: hostArg },
  'Query.flaggedPayouts':         { expect: ['UNAUTHENTICATED', ok, 'NOT_FOUND', ok, 'NOT_FOUND', ok, 'FORBIDDEN'], args: hostArg },
  'Mutation.openShift':           { expect: ['UNAUTHENTICATED', SHIFT_OPEN('CONFLICT'), SHIFT_OPEN('CONFLICT'), 'FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN'], args: () => ({ input: { counts: COUNTS } }) },
  'Mutation.closeShift':          { expect: ['UNAUTHENTICATED', business('CONFLICT', 'closed by the REST row before it: a closed shift is read-only'), 'NOT_FOUND', 'FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN'], args: (f) => ({ input: { shiftId: f.shift.open, counts: COUNTS, note: 'matrix' } }), order: 1.5 },
  'Mutation.correctShift':        { expect: ['UNAUTHENTICATED', 'FORBIDDEN', 'FORBIDDEN', ok, 'NOT_FOUND', ok, 'FORBIDDEN'], args: (f) => ({ input: { shiftId: f.shift.closed, amountSantim: 100, note: 'matrix' } }) },
  'Mutation.updateTillSettings':  { expect: ['UNAUTHENTICATED', 'FORBIDDEN', 'FORBIDDEN', ok, 'NOT_FOUND', ok, 'FORBIDDEN'], args: (f) => ({ input: { hostId: f.targetId, toleranceSantim: 100 } }) },
  'Mutation.acknowledgePayout':   { expect: ['UNAUTHENTICATED', 'FORBIDDEN', 'FORBIDDEN', NO_FLAG, 'NOT_FOUND', NO_FLAG, 'FORBIDDEN'], args: (f) => ({ gameId: f.game.id, note: 'matrix' }) },
  // Anomalies; see the REST rows.
  'Query.anomalies':              { expect: ['UNAUTHENTICATED', 'FORBIDDEN', 'FORBIDDEN', ok, ok, ok, ok] },
  'Query.anomalyThresholds':      { expect: ['UNAUTHENTICATED', 'FORBIDDEN', 'FORBIDDEN', ok, ok, ok, ok] },
  'Query.anomalyEvidence':        { expect: ['UNAUTHENTICATED', 'FORBIDDEN', 'FORBIDDEN', ok, 'NOT_FOUND', ok, ok], args: (f) => ({ hostId: f.hostId, kind: 'MISSED_CLAIMS' }) },
  'Mutation.setAnomalyThresholds': { expect: ['UNAUTHENTICATED', 'FORBIDDEN', 'FORBIDDEN', ok, ok, ok, 'FORBIDDEN'], args: (f, actor) => ({ input: { ...(actor === 'superAdmin' ? { ownerGroupId: f.group.id } : {}), missedClaims: 7 } }) },
  'Mutation.recordCardPrints':    { expect: ['UNAUTHENTICATED', ok, ok, 'FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN'], args: () => ({ input: { paletteNumbers: [5] } }) },
  'Query.hallSettings':           { expect: ['UNAUTHENTICATED', ok, 'NOT_FOUND', ok, 'NOT_FOUND', ok, 'FORBIDDEN'], args: hostArg },
  'Mutation.updateHallSettings':  { expect: ['UNAUTHENTICATED', 'FORBIDDEN', 'FORBIDDEN', ok, 'NOT_FOUND', ok, 'FORBIDDEN'], args: (f) => ({ input: { hostId: f.targetId, displayName: 'Matrix Hall', supportPhones: ['0911 23 45 67'] } }) },
  // Voice packs (docs/screens.md#voice-packs): a host its own and the platform's; owners their group's hosts'; the super admin all.
  'Query.voicePacks':             { expect: ['UNAUTHENTICATED', ok, 'NOT_FOUND', ok, 'NOT_FOUND', ok, 'FORBIDDEN'], args: hostArg },
  'Query.chosenVoicePack':        { expect: ['UNAUTHENTICATED', ok, 'NOT_FOUND', ok, 'NOT_FOUND', ok, 'FORBIDDEN'], args: hostArg },
  'Mutation.setDefaultVoicePack': { expect: ['UNAUTHENTICATED', ok, 'NOT_FOUND', ok, 'NOT_FOUND', ok, 'FORBIDDEN'], args: (f) => ({ hostId: f.hostId, packId: null }) },
  'Mutation.renameVoicePack':     { expect: ['UNAUTHENTICATED', NO_PACK, NO_PACK, NO_PACK, NO_PACK, NO_PACK, 'FORBIDDEN'], args: () => ({ packId: NO_PACK_ID, name: 'Matrix' }) },
  'Mutation.deleteVoicePack':     { expect: ['UNAUTHENTICATED', NO_PACK, NO_PACK, NO_PACK, NO_PACK, NO_PACK, 'FORBIDDEN'], args: () => ({ packId: NO_PACK_ID }) },
  'Query.lastGames':              { expect: ['UNAUTHENTICATED', 'FORBIDDEN', 'FORBIDDEN', ok, 'NOT_FOUND', ok, 'FORBIDDEN'], args: hostArg },

  // Games.
  'Mutation.playGame':            { expect: ['UNAUTHENTICATED', ok, 'NOT_FOUND', 'FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN'], args: (f) => ({ gameId: f.game.id }) },
  'Mutation.pauseGame':           { expect: ['UNAUTHENTICATED', ok, 'NOT_FOUND', 'FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN'], args: (f) => ({ gameId: f.game.id }) },
  'Mutation.checkWinner':         { expect: ['UNAUTHENTICATED', ok, 'NOT_FOUND', 'FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN'], args: (f) => ({ input: { gameId: f.game.id, cardNumber: 2, calledNumbers: f.game.calls } }) },
  'Mutation.endGame':             { expect: ['UNAUTHENTICATED', ok, 'NOT_FOUND', 'FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN'], args: (f) => ({ gameId: f.game.id }), order: 1 },
  // The REST start of the same order (run first) left each host a running game: a second start is refused.
  'Mutation.startGame':           { expect: ['UNAUTHENTICATED', business('GAME_IN_PROGRESS', 'a game is running'), business('GAME_IN_PROGRESS', 'a game is running'), 'FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN'], args: () => ({ input: START_SANTIM }), order: 2 },
  'Query.activeGame':             { expect: ['UNAUTHENTICATED', ok, ok, 'FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN'] },
  // Room displays (docs/roles-and-accounts.md#room-displays): the host's own; a display token is no actor at all.
  'Mutation.createDisplayPairing': { expect: ['UNAUTHENTICATED', ok, ok, 'FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN'] },
  'Query.displays':               { expect: ['UNAUTHENTICATED', ok, ok, 'FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN'] },
  'Mutation.revokeDisplay':       { expect: ['UNAUTHENTICATED', business('NOT_FOUND', 'no such display of theirs'), business('NOT_FOUND', 'no such display of theirs'), 'FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN'], args: () => ({ displayId: '00000000-0000-4000-8000-000000000000' }) },
  'Query.displaySettings':        { expect: ['UNAUTHENTICATED', ok, ok, 'FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN'] },
  'Mutation.setDisplayVoice':     { expect: ['UNAUTHENTICATED', ok, ok, 'FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN'], args: () => ({ input: { voiceOnDisplay: false, voice: 'none' } }) },
  'Mutation.setCallerLanguage':   { expect: ['UNAUTHENTICATED', ok, ok, 'FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN'], args: () => ({ input: { language: 'en' } }) },
  'Query.game':                   { expect: ['UNAUTHENTICATED', ok, 'NOT_FOUND', ok, 'NOT_FOUND', ok, 'FORBIDDEN'], args: (f) => ({ gameId: f.game.id }) },
  'Query.myGames':                { expect: ['UNAUTHENTICATED', ok, 'NOT_FOUND', ok, 'NOT_FOUND', ok, 'FORBIDDEN'], args: hostArg },
  'Query.jackpotHistory':         { expect: ['UNAUTHENTICATED', ok, 'NOT_FOUND', ok, 'NOT_FOUND', ok, 'FORBIDDEN'], args: hostArg },
  'Query.jackpotPool':            { expect: ['UNAUTHENTICATED', ok, 'NOT_FOUND', ok, 'NOT_FOUND', ok, 'FORBIDDEN'], args: hostArg },
  'Mutation.powerGameStatus':     { expect: ['UNAUTHENTICATED', ok, ok, 'FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN'] },
  'Mutation.powerGameClick':      { expect: ['UNAUTHENTICATED', ok, 'NOT_FOUND', 'FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN'], args: (f) => ({ input: { adminId: f.hostId, appearanceId: f.appearanceId } }) },

  // Free games (host's own).
  'Query.freeGameSchedules':      { expect: ['UNAUTHENTICATED', ok, ok, 'FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN'] },
  'Query.freeGameHistory':        { expect: ['UNAUTHENTICATED', ok, ok, 'FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN'] },
  'Mutation.scheduleFreeGame':    { expect: ['UNAUTHENTICATED', ok, ok, 'FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN'], args: () => ({ input: { scheduledDateTime: addisAt(31, '10:00') } }) },
  'Mutation.scheduleFreeGamesBulk': { expect: ['UNAUTHENTICATED', ok, ok, 'FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN'], args: () => ({ input: { ...BULK(), startDate: addisDay(42), endDate: addisDay(42) } }) },
  'Mutation.scheduleFreeGamesRandom': { expect: ['UNAUTHENTICATED', ok, ok, 'FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN'], args: () => ({ input: { ...RANDOM(), startDateTime: addisAt(52, '08:00'), endDateTime: addisAt(52, '20:00') } }) },
  'Mutation.rescheduleFreeGame':  { expect: ['UNAUTHENTICATED', ok, 'NOT_FOUND', 'FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN'], args: (f) => ({ id: f.slot.moveGraphql, input: { scheduledDateTime: addisAt(21, '11:00') } }) },
  'Mutation.cancelFreeGame':      { expect: ['UNAUTHENTICATED', ok, 'NOT_FOUND', 'FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN'], args: (f) => ({ id: f.slot.cancelGraphql }) },
  'Mutation.cancelAllFreeGames':  { expect: ['UNAUTHENTICATED', ok, ok, 'FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN'], order: 1 },

  // Bonuses.
  'Query.bonusConfigs':           { expect: ['UNAUTHENTICATED', ok, ok, 'FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN'] },
  'Query.bonusGames':             { expect: ['UNAUTHENTICATED', ok, ok, 'FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN'] },
  'Query.dailyBonusStats':        { expect: ['UNAUTHENTICATED', ok, ok, 'FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN'] },
  'Query.bonusPresets':           { expect: ['UNAUTHENTICATED', ok, ok, 'FORBIDDEN', 'FORBIDDEN', ok, 'FORBIDDEN'] },
  'Mutation.createBonusConfig':   { expect: ['UNAUTHENTICATED', ok, ok, 'FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN'], args: () => ({ input: BONUS() }) },
  'Mutation.updateBonusConfig':   { expect: ['UNAUTHENTICATED', ok, 'NOT_FOUND', 'FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN'], args: (f) => ({ id: f.bonus.update, input: { bonusValue: 7 } }) },
  'Mutation.deleteBonusConfig':   { expect: ['UNAUTHENTICATED', ok, 'NOT_FOUND', 'FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN'], args: (f) => ({ id: f.bonus.removeGraphql }) },
  'Mutation.createBonusPreset':   { expect: ['UNAUTHENTICATED', ok, ok, 'FORBIDDEN', 'FORBIDDEN', ok, 'FORBIDDEN'], args: () => ({ input: PRESET }) },
  'Mutation.updateBonusPreset':   { expect: ['UNAUTHENTICATED', ok, 'NOT_FOUND', 'FORBIDDEN', 'FORBIDDEN', ok, 'FORBIDDEN'], args: (f, a) => ({ id: presetOf(f, a), input: { bonusValue: 3 } }) },
  'Mutation.toggleBonusPreset':   { expect: ['UNAUTHENTICATED', ok, 'NOT_FOUND', 'FORBIDDEN', 'FORBIDDEN', ok, 'FORBIDDEN'], args: (f, a) => ({ id: presetOf(f, a) }) },
  // Hosts copy a global preset into their own presets; deleting is the preset's owner's (global: the super admin's).
  'Mutation.copyBonusPreset':     { expect: ['UNAUTHENTICATED', ok, ok, 'FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN'], args: (f) => ({ id: f.preset.global }) },
  'Mutation.deleteBonusPreset':   { expect: ['UNAUTHENTICATED', ok, 'NOT_FOUND', 'FORBIDDEN', 'FORBIDDEN', ok, 'FORBIDDEN'], args: (f, a) => ({ id: presetOf(f, a) }), order: 1 },

  // Reports: in scope, and open to the report token.
  'Query.hostStats':              { expect: ['UNAUTHENTICATED', ok, 'NOT_FOUND', ok, 'NOT_FOUND', ok, ok], args: hostArg },
  'Query.bonusTotals':            { expect: ['UNAUTHENTICATED', ok, 'NOT_FOUND', ok, 'NOT_FOUND', ok, ok], args: hostArg },
  'Query.freeGameDailyStats':     { expect: ['UNAUTHENTICATED', ok, 'NOT_FOUND', ok, 'NOT_FOUND', ok, ok], args: hostArg },
  'Query.houseDailyProfitLoss':   { expect: ['UNAUTHENTICATED', ok, 'NOT_FOUND', ok, 'NOT_FOUND', ok, ok], args: hostArg },
  'Query.houseGameStats':         { expect: ['UNAUTHENTICATED', ok, 'NOT_FOUND', ok, 'NOT_FOUND', ok, ok], args: hostArg },
  'Query.houseGamesByDay':        { expect: ['UNAUTHENTICATED', ok, 'NOT_FOUND', ok, 'NOT_FOUND', ok, ok], args: hostArg },
  'Query.multiplierDailyProfits': { expect: ['UNAUTHENTICATED', ok, 'NOT_FOUND', ok, 'NOT_FOUND', ok, ok], args: hostArg },
  'Query.multiplierGameStats':    { expect: ['UNAUTHENTICATED', ok, 'NOT_FOUND', ok, 'NOT_FOUND', ok, ok], args: hostArg },
  'Query.multiplierGames':        { expect: ['UNAUTHENTICATED', ok, 'NOT_FOUND', ok, 'NOT_FOUND', ok, ok], args: hostArg },
  'Query.multiplierProfits':      { expect: ['UNAUTHENTICATED', ok, ok, ok, ok, ok, ok] },
  'Query.allMultiplierStats':     { expect: ['UNAUTHENTICATED', ok, ok, ok, ok, ok, ok] },
  'Query.hostRanking':            { expect: ['UNAUTHENTICATED', ok, ok, ok, ok, ok, ok] },
};
