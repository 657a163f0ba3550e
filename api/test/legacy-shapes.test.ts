import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './test-server';
import { START } from './helpers/game-fixtures';

// Every documented legacy GET path answers the shape docs/legacy-rest.md and the
// specifications (/work/shared/seeds, "entities") give it, over real HTTP. A shape is compared key
// by key and type by type: a renamed, missing or unlisted field fails.

type Shape = 'string' | 'number' | 'boolean' | 'null' | 'date' | 'any' | Shape[] | { [key: string]: Shape };

/** The differences between an answer and its documented shape, as readable paths. */
function shapeErrors(value: unknown, shape: Shape, at = '$'): string[] {
  if (shape === 'any') return [];
  if (Array.isArray(shape)) {
    if (!Array.isArray(value)) return [`${at}: expected a list`];
    if (value.length === 0) return [`${at}: empty list (the scene must fill it)`];
    return shapeErrors(value[0], shape[0]!, `${at}[0]`);
  }
  if (typeof shape === 'object') {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return [`${at}: expected an object`];
    const keys = Object.keys(value).sort();
    const documented = Object.keys(shape).sort();
    const errors: string[] = [];
    for (const key of keys) if (!documented.includes(key)) errors.push(`${at}.${key}: not documented`);
    for (const key of documented) {
      if (!keys.includes(key)) errors.push(`${at}.${key}: missing`);
      else errors.push(...shapeErrors((value as Record<string, unknown>)[key], shape[key]!, `${at}.${key}`));
    }
    return errors;
  }
  if (shape === 'date')
    return typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? [] : [`${at}: not a date`];
  if (shape === 'null') return value === null ? [] : [`${at}: not null`];
  return typeof value === shape ? [] : [`${at}: ${typeof value}, expected ${shape}`];
}

const TRANSACTION: Shape = {
  _id: 'string',
  date: 'date',
  toAdmin: { username: 'string' },
  amount: 'number',
  kind: 'string',
};
const INSPECT_ATTEMPT: Shape = {
  _id: 'string',
  timestamp: 'date',
  adminUsername: 'string',
  detectionMethod: 'string',
  ipAddress: 'string',
  userAgent: 'string',
};
const HOST_RECORD: Shape = {
  _id: 'string',
  username: 'string',
  lastLoginTime: 'any',
  wallet: 'number',
  isBlocked: 'boolean',
  commissionRate: 'number',
  api: 'string',
  totalProfit: 'number',
  totalGames: 'number',
  weekProfit: 'number',
  monthProfit: 'number',
  avgMonthProfit: 'number',
  avgAllTimeProfit: 'number',
  gamesToday: 'number',
  todayProfit: 'number',
  statsByPeriod: [{ date: 'string', profit: 'number' }],
  last12WeeksProfits: [{ week: 'string', profit: 'number' }],
  last12MonthsProfits: [{ month: 'string', profit: 'number' }],
};

let server: TestServer;
const tokens: Record<string, string> = {};
const ids: Record<string, string> = {};

beforeAll(async () => {
  server = await startTestServer();
  for (const name of ['demo', 'ale1', 'superadmin', 'owner.ale']) tokens[name] = await server.login(name);
  const hosts = (await server.request('GET', '/admin/naan/all/protected', { token: tokens.superadmin })).body;
  const v2Hosts = (await server.request('GET', '/v2/admin/naan/all/protected', { token: tokens.superadmin })).body;
  for (const h of [...hosts, ...v2Hosts]) ids[h.username] = h._id;
  // One game, one top-up and one inspect report on each card set.
  for (const host of ['demo', 'ale1']) {
    const game = await server.request('POST', '/game/start', { token: tokens[host], body: START });
    expect(game.status, JSON.stringify(game.body)).toBe(200);
    ids[`${host}.game`] = game.body.gameId;
    await server.request('POST', `/game/${game.body.gameId}/end`, { token: tokens[host] });
    const report = { token: tokens[host], body: { detectionMethod: 'devtools' } };
    expect((await server.request('POST', '/inspect/inspect-attempt', report)).status).toBe(201);
  }
  for (const host of ['hawassa1', 'ale1']) {
    const res = await server.request('PUT', `/admin/arif/offense/${ids[host]}/update/wallet`, {
      token: tokens.superadmin,
      body: { amount: 100, username: 'superadmin', password: 'demo1234' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
}, 120_000);
afterAll(() => server?.close());

describe('documented shapes of the managers lists (docs/legacy-rest.md)', () => {
  const table: { path: string; who: string; shape: Shape }[] = [
    { path: '/admin/transactions', who: 'superadmin', shape: [TRANSACTION] },
    { path: '/v2/admin/transactions', who: 'superadmin', shape: [TRANSACTION] },
    { path: '/inspect/inspect-attempts', who: 'superadmin', shape: [INSPECT_ATTEMPT] },
    { path: '/v2/inspect/inspect-attempts', who: 'superadmin', shape: [INSPECT_ATTEMPT] },
    { path: '/admin/naan/all/protected', who: 'superadmin', shape: [HOST_RECORD] },
    { path: '/v2/admin/naan/all/protected', who: 'owner.ale', shape: [HOST_RECORD] },
  ];
  for (const row of table) {
    it(`GET ${row.path} (${row.who})`, async () => {
      const res = await server.request('GET', row.path, { token: tokens[row.who] });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(shapeErrors(res.body, row.shape)).toEqual([]);
    });
  }
});

describe('documented shapes of the other GET paths', () => {
  // "Last games entry" of the specification plus the documented extras (ids under the old names).
  const GAME_SUMMARY: Shape = {
    _id: 'string',
    id: 'string',
    date: 'date',
    createdAt: 'date',
    admin: { _id: 'string', username: 'string' },
    gameType: 'string',
    status: 'string',
    endReason: 'any',
    abandonedAtCall: 'any',
    bettingAmount: 'number',
    players: 'number',
    numberOfPlayers: 'number',
    houseCardCount: 'any',
    totalBetAmount: 'number',
    payoutToWinner: 'any',
    profit: 'any',
    platformFee: 'number',
    commissionRate: 'number',
    multiplier: 'any',
    isFreeGame: 'boolean',
    isJackpotGame: 'boolean',
    winnerCard: 'any',
    houseWin: 'any',
  };
  const table: { path: () => string; who: string; shape: Shape }[] = [
    { path: () => '/admin/validate-token', who: 'demo', shape: { valid: 'boolean' } },
    { path: () => '/current', who: 'demo', shape: { currentTime: 'date' } },
    { path: () => '/game/active', who: 'demo', shape: { game: 'null' } },
    {
      path: () => `/game/${ids['demo.game']}/calls`,
      who: 'demo',
      shape: {
        gameId: 'string',
        calledNumbers: 'any',
        callsRevealed: 'number',
        paused: 'boolean',
        ended: 'boolean',
        nextCallAt: 'any',
        serverTime: 'date',
      },
    },
    {
      path: () => '/admin/myGames?page=1',
      who: 'demo',
      shape: { games: [GAME_SUMMARY], totalPages: 'number', totalGames: 'number', page: 'number' },
    },
    { path: () => '/admin/last-games', who: 'superadmin', shape: [GAME_SUMMARY] },
    { path: () => `/v2/admin/${ids.ale1}/last-games`, who: 'owner.ale', shape: [GAME_SUMMARY] },
    {
      path: () => '/card/getCards',
      who: 'demo',
      shape: [
        {
          paletteNumber: 'number',
          numbers: { B: ['number'], I: ['number'], N: ['any'], G: ['number'], O: ['number'] },
        },
      ],
    },
    {
      path: () => '/admin/stats',
      who: 'demo',
      shape: {
        statsByPeriod: [{ date: 'string', profit: 'number' }],
        totalProfit: 'number',
        totalBetAmount: 'number',
        totalGames: 'number',
        wallet: 'number',
      },
    },
    {
      path: () => `/admin/${ids.demo}/daily-house-profit-loss`,
      who: 'demo',
      shape: { dailyProfits: 'any' },
    },
  ];
  for (const row of table) {
    it(`GET ${row.path.toString().replace(/^\(\) => /, '')} (${row.who})`, async () => {
      const res = await server.request('GET', row.path(), { token: tokens[row.who] });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(shapeErrors(res.body, row.shape)).toEqual([]);
    });
  }
});

describe('/ answers card set 1, /v2 card set 2 (a merging client sees each record once)', () => {
  const usernames = async (path: string, pick: (row: any) => string) =>
    ((await server.request('GET', path, { token: tokens.superadmin })).body as any[]).map(pick).sort();

  it('hosts', async () => {
    expect(await usernames('/admin/naan/all/protected', (h) => h.username)).toEqual(['demo', 'hawassa1', 'hawassa2']);
    expect(await usernames('/v2/admin/naan/all/protected', (h) => h.username)).toEqual(['ale1']);
  });

  it('transactions', async () => {
    expect(await usernames('/admin/transactions', (t) => t.toAdmin.username)).toContain('hawassa1');
    expect(await usernames('/admin/transactions', (t) => t.toAdmin.username)).not.toContain('ale1');
    expect(new Set(await usernames('/v2/admin/transactions', (t) => t.toAdmin.username))).toEqual(new Set(['ale1']));
  });

  it('games, also of one host', async () => {
    const one = await usernames('/admin/last-games', (g) => g._id);
    const two = await usernames('/v2/admin/last-games', (g) => g._id);
    expect(one).toEqual([ids['demo.game']]);
    expect(two).toEqual([ids['ale1.game']]);
    expect(await usernames(`/admin/${ids.ale1}/last-games`, (g) => g._id)).toEqual([]);
    expect(await usernames(`/v2/admin/${ids.ale1}/last-games`, (g) => g._id)).toEqual([ids['ale1.game']]);
  });

  it('inspect attempts', async () => {
    expect(await usernames('/inspect/inspect-attempts', (a) => a.adminUsername)).toEqual(['demo']);
    expect(await usernames('/V2/inspect/inspect-attempts/', (a) => a.adminUsername)).toEqual(['ale1']);
  });

  it('the merged lists hold every visible host exactly once', async () => {
    const merged = [
      ...(await usernames('/admin/naan/all/protected', (h) => h.username)),
      ...(await usernames('/v2/admin/naan/all/protected', (h) => h.username)),
    ];
    expect(new Set(merged).size).toBe(merged.length);
    const gql = await server.graphql('{ hosts { username } }', {}, tokens.superadmin);
    expect(merged.sort()).toEqual(gql.body.data.hosts.map((h: { username: string }) => h.username).sort());
  });
});
