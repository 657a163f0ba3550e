import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  getNamedType,
  getNullableType,
  isEnumType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLField,
  type GraphQLObjectType,
  type GraphQLSchema,
} from 'graphql';
import { readClock } from '@bingo/core';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { getSchema } from '../../graphql/schema';
import { SCHEMA_INPUTS } from '../../modules';
import { sqlEm } from '../../shared/db/sql';
import { serverRoutes } from '../../../test/harden/matrix-entries';
import { drawOf, setRevealed } from '../../../test/helpers/game-fixtures';
import { subscribe, wsClient } from '../../../test/helpers/ws-subscriptions';
import { openSse } from '../../../test/helpers/sse';
import { clockEvents } from './clock/clock-events.sql';

/**
 * docs/fairness.md#nothing-early, proved by walking the whole read surface: every GraphQL Query
 * field (with every field of its answer selected) and every REST GET route, as the host, its
 * owner and the super admin, and as an anonymous reader (the public verification read,
 * docs/fairness.md#verifying, by the game's short code), at several moments of two running games
 * (a house game and a regular one). An answer fails when it holds a call not yet revealed, a calledNumbers that is not
 * exactly the revealed prefix, or an outcome field of a game before its outcome happened. The
 * room display's first frame (subscription displayFeed, as a paired display) is walked too, and so
 * are the public card page's reads (a printed card, a hall and its game, docs/screens.md#card-page)
 * and the first event of its live feed (the server-sent events a player's phone follows). The
 * whole sequence and the planned outcome are read from the database to compare.
 */

let server: TestServer;
let schema: GraphQLSchema;
let routes: string[];
const tokens: Record<string, string> = {};
const ACTORS = ['host', 'owner', 'superAdmin', 'anonymous'] as const;

interface Watched {
  id: string;
  /** The hall's public code (the card page), its card set, and a card in play. */
  hallCode: string;
  cardSetId: number;
  palette: number;
  code: string;
  hostId: string;
  hostToken: string;
  order: string[];
  speed: number;
  plan: Awaited<ReturnType<typeof drawOf>>['plan'];
}
const games: Watched[] = [];
/** A room display paired with each watched game's host (docs/screens.md#room-display). */
const displayTokens = new Map<string, string>();

/** Fields that say how a game turned out: null until it happened. */
const OUTCOME_KEYS = new Set([
  'winningCard',
  'winnerCard',
  'winningCalls',
  'houseWin',
  'payoutToWinner',
  'payoutToWinnerSantim',
  'profit',
  'profitSantim',
  'baseAmount',
  'baseAmountSantim',
  'jackpotAwarded',
  'jackpotAwardedSantim',
  'wonAtCall',
  'seed',
  'completedAtCall',
  'missedClaims',
]);
const LABEL = /^[BINGO]([1-9]|[1-6]\d|7[0-5])$/;
/** The public read's after-the-end fields (beside the outcome keys): null while the game runs. */
const PUBLIC_AFTER_END = ['cards', 'claims', 'bettingAmount', 'bettingAmountSantim', 'missedClaims'];

beforeAll(async () => {
  server = await startTestServer();
  schema = await getSchema(SCHEMA_INPUTS);
  routes = await serverRoutes(server.config, server.orm);
  tokens.host = await server.login('hawassa1', 'demo1234');
  tokens.otherHost = await server.login('hawassa2', 'demo1234');
  tokens.owner = await server.login('owner.hawassa', 'demo1234');
  tokens.superAdmin = await server.login('superadmin', 'demo1234');
  const idOf = async (username: string) =>
    (await sqlEm(server.orm).execute<{ id: string }[]>('select id from account where username = ?', [username]))[0]!.id;
  const hallOf = async (username: string, palette: number) => {
    const [row] = await sqlEm(server.orm).execute<{ id: string; card_set_id: number }[]>(
      'select id, card_set_id from account where username = ?',
      [username],
    );
    return { hallCode: server.services.follow.hallCodeOf(row!.id), cardSetId: Number(row!.card_set_id), palette };
  };
  // A house game the house wins (so its win can be watched appearing), on hawassa1.
  for (let i = 0; i < 20; i++) {
    const g = (
      await server.request('POST', '/game/start', {
        token: tokens.host,
        body: {
          bettingAmount: 10,
          cardPaletteNumbers: [1, 2, 3],
          callSpeed: 10000,
          gameType: 'house',
          houseCardCount: 30,
          isJackpotGame: true,
        },
      })
    ).body;
    const d = await drawOf(server, g.gameId);
    if (d.plan.houseWin && d.plan.winningCalls! >= 4) {
      games.push({
        id: g.gameId,
        code: g.publicCode,
        hostId: await idOf('hawassa1'),
        ...(await hallOf('hawassa1', 2)),
        hostToken: tokens.host,
        speed: d.callSpeedMs,
        ...d,
      });
      break;
    }
    await server.request('POST', `/game/${g.gameId}/end`, { token: tokens.host });
  }
  // A regular jackpot game on hawassa2 (same group, so the owner sees both).
  const r = (
    await server.request('POST', '/game/start', {
      token: tokens.otherHost,
      body: { bettingAmount: 20, cardPaletteNumbers: [4, 5, 6, 7], callSpeed: 10000, isJackpotGame: true },
    })
  ).body;
  const d = await drawOf(server, r.gameId);
  games.push({
    id: r.gameId,
    code: r.publicCode,
    hostId: await idOf('hawassa2'),
    ...(await hallOf('hawassa2', 5)),
    hostToken: tokens.otherHost,
    speed: d.callSpeedMs,
    ...d,
  });
  for (const g of games) displayTokens.set(g.id, await pairDisplay(g.hostToken));
}, 120_000);

async function pairDisplay(hostToken: string): Promise<string> {
  const code = (await server.graphql('mutation { createDisplayPairing { code } }', {}, hostToken)).body.data
    .createDisplayPairing.code;
  const paired = await server.graphql('mutation($c: String!) { pairDisplay(input: { code: $c }) { token } }', {
    c: code,
  });
  return paired.body.data.pairDisplay.token as string;
}

/** The first frame a freshly connected room display receives (every field selected). */
async function displayFrame(displayToken: string): Promise<unknown> {
  const subscriptionType = schema.getSubscriptionType()!;
  const field = subscriptionType.getFields().displayFeed!;
  const named = getNamedType(field.type) as GraphQLObjectType;
  const client = wsClient(server.url, undefined, { connectionParams: { displayToken } });
  try {
    const s = subscribe(client, `subscription { displayFeed { ${selection(named, 4)} } }`);
    const [first] = await s.waitFor(1);
    s.stop();
    return { data: first, errors: s.errors };
  } finally {
    await client.dispose();
  }
}
/**
 * What the host's caller is told on joining the game's feed (gameEvents, with its missed-claim
 * notices, docs/fairness.md#missed-claims): the catch-up up to the state (PAUSED or RESUMED).
 */
async function callerCatchUp(
  g: Watched,
): Promise<{ kind: string; index: number | null; missedClaim: { call: number } | null }[]> {
  const client = wsClient(server.url, g.hostToken);
  try {
    const s = subscribe<{ gameEvents: { kind: string; index: number | null; missedClaim: { call: number } | null } }>(
      client,
      'subscription($id: ID!) { gameEvents(gameId: $id) { kind index number missedClaim { cardNumber pattern call } } }',
      { id: g.id },
    );
    // The state closes the catch-up; a HOUSE_WIN may arrive with it, after it.
    const state = new Set(['PAUSED', 'RESUMED', 'ENDED']);
    for (let n = 1; !s.events.some((e) => state.has(e.gameEvents.kind)); n++) {
      if ((await s.waitFor(n)).length < n) break; // ended
    }
    s.stop();
    return s.events.map((e) => e.gameEvents);
  } finally {
    await client.dispose();
  }
}
afterAll(() => server?.close());

/** Calls revealed now, by the server's clock (read from the stored events). */
async function revealedNow(g: Watched): Promise<number> {
  return readClock(await clockEvents(sqlEm(server.orm), g.id), g.speed, Date.now()).revealed;
}

/** Every field of a type, recursively (depth-limited), skipping fields that need arguments. */
function selection(type: GraphQLObjectType, depth: number): string {
  const parts: string[] = [];
  for (const f of Object.values(type.getFields())) {
    if (f.args.some((a) => isNonNullType(a.type))) continue;
    const named = getNamedType(f.type);
    if (isScalarType(named) || isEnumType(named)) parts.push(f.name);
    else if (isObjectType(named) && depth > 0) parts.push(`${f.name} { ${selection(named, depth - 1)} }`);
  }
  return parts.length > 0 ? parts.join(' ') : '__typename';
}

/** Arguments for a Query field, or null when it needs one this walk cannot supply. */
function argsFor(field: GraphQLField<unknown, unknown>, g: Watched): Record<string, unknown> | null {
  const args: Record<string, unknown> = {};
  for (const a of field.args) {
    const named = getNamedType(a.type);
    if (a.name === 'gameId') args.gameId = g.id;
    else if (a.name === 'ref') args.ref = g.code;
    else if (a.name === 'hostId' || a.name === 'adminId') args[a.name] = g.hostId;
    else if (a.name === 'page') args.page = 1;
    else if (a.name === 'hallCode') args.hallCode = g.hallCode;
    else if (a.name === 'cardSetId') args.cardSetId = g.cardSetId;
    else if (a.name === 'paletteNumber') args.paletteNumber = g.palette;
    else if (a.name === 'check') args.check = server.services.cardChecks.code(g.cardSetId, g.palette);
    else if (a.name === 'cards') args.cards = [{ cardSetId: g.cardSetId, paletteNumber: g.palette }];
    else if (a.name === 'limit') args.limit = 200;
    else if (isNonNullType(a.type)) {
      if (isScalarType(named) && named.name === 'String') args[a.name] = 'x';
      else return null;
    }
  }
  return args;
}

function operation(field: GraphQLField<unknown, unknown>, args: Record<string, unknown>): string {
  const used = field.args.filter((a) => a.name in args);
  const declare = used.length ? `(${used.map((a) => `$${a.name}: ${a.type.toString()}`).join(', ')})` : '';
  const pass = used.length ? `(${used.map((a) => `${a.name}: $${a.name}`).join(', ')})` : '';
  const named = getNamedType(getNullableType(field.type));
  const select = isObjectType(named) ? ` { ${selection(named, 4)} }` : '';
  return `query${declare} { ${field.name}${pass}${select} }`;
}

/** What an answer may hold of one game at this moment. */
interface Allowed {
  game: Watched;
  /** Revealed before the request and after the answer (equal while paused). */
  from: number;
  to: number;
  outcome: boolean;
}

/** Every problem in one answer: unrevealed calls, a wrong calledNumbers, an early outcome. */
function problemsIn(where: string, answer: unknown, allowed: Allowed[]): string[] {
  const labels = new Set(allowed.flatMap((a) => a.game.order.slice(0, a.to)));
  const problems: string[] = [];
  const walk = (v: unknown, path: string) => {
    if (typeof v === 'string') {
      if (LABEL.test(v) && !labels.has(v)) problems.push(`${where} ${path}: unrevealed call ${v}`);
      return;
    }
    if (Array.isArray(v)) return v.forEach((x, i) => walk(x, `${path}[${i}]`));
    if (!v || typeof v !== 'object') return;
    const o = v as Record<string, unknown>;
    const mine = allowed.find((a) => [o.gameId, o._id, o.id].includes(a.game.id));
    if (mine) {
      for (const key of Object.keys(o)) {
        if (OUTCOME_KEYS.has(key) && o[key] != null && !mine.outcome)
          problems.push(`${where} ${path}.${key} = ${JSON.stringify(o[key])} before the outcome`);
      }
      if ('hallName' in o) {
        for (const key of PUBLIC_AFTER_END)
          if (o[key] != null) problems.push(`${where} ${path}.${key} of the public read before the end`);
      }
      if (Array.isArray(o.calledNumbers)) {
        const n = o.calledNumbers.length;
        const exact = JSON.stringify(o.calledNumbers) === JSON.stringify(mine.game.order.slice(0, n));
        if (!exact || n < mine.from || n > mine.to)
          problems.push(`${where} ${path}.calledNumbers has ${n} calls, revealed ${mine.from}-${mine.to}`);
      }
    }
    for (const [k, x] of Object.entries(o)) walk(x, `${path}.${k}`);
  };
  walk(answer, '');
  return problems;
}

/** Walks every Query field and every GET route as each actor; answers the problems and what was walked. */
async function walkAll(live = false) {
  const problems: string[] = [];
  const walked = {
    graphql: 0,
    rest: 0,
    display: 0,
    callerFeeds: 0,
    withData: 0,
    anonymousPublicReads: 0,
    cardPageReads: 0,
    followFeeds: 0,
  };
  // Paused, the count is fixed; running, it is read before the request and after the answer.
  const fixed = await Promise.all(games.map(revealedNow));
  const check = async (where: string, ask: () => Promise<unknown>) => {
    const before = live ? await Promise.all(games.map(revealedNow)) : fixed;
    const answer = await ask();
    const after = live ? await Promise.all(games.map(revealedNow)) : fixed;
    problems.push(
      ...problemsIn(
        where,
        answer,
        games.map((game, i) => ({ game, from: before[i]!, to: after[i]!, outcome: houseWon(game, after[i]!) })),
      ),
    );
  };
  const fields = Object.values(schema.getQueryType()!.getFields());
  for (const actor of ACTORS) {
    for (const g of games) {
      const token = actor === 'host' ? g.hostToken : actor === 'anonymous' ? undefined : tokens[actor]!;
      for (const field of fields) {
        const args = argsFor(field, g);
        if (!args) continue;
        walked.graphql++;
        await check(`${actor} Query.${field.name}`, async () => {
          const res = await server.graphql(operation(field, args), args, token);
          if (res.body?.data?.[field.name] != null) walked.withData++;
          if (actor === 'anonymous' && res.body?.data?.publicGame) walked.anonymousPublicReads++;
          if (actor === 'anonymous' && res.body?.data?.publicHall?.game) walked.cardPageReads++;
          return res.body;
        });
      }
      if (actor === 'host') {
        walked.display++;
        await check(`display of ${g.hostId}`, async () => {
          const frame = (await displayFrame(displayTokens.get(g.id)!)) as {
            data?: { displayFeed?: { game?: unknown } };
          };
          if (frame.data?.displayFeed?.game) walked.withData++;
          return frame;
        });
        walked.callerFeeds++;
        await check(`gameEvents of ${g.hostId}`, async () => {
          const events = await callerCatchUp(g);
          // A missed-claim notice follows the CALL that made it, and names no call not yet made.
          const revealed = await revealedNow(g);
          events.forEach((e, i) => {
            if (!e.missedClaim) return;
            const before = events[i - 1];
            if (e.missedClaim.call > revealed || (before?.kind !== 'CALL' && before?.kind !== 'MISSED_CLAIM'))
              problems.push(`gameEvents of ${g.id}: notice of call ${e.missedClaim.call} with ${revealed} revealed`);
          });
          return events;
        });
      }
      for (const route of routes) {
        const [method, pattern] = route.split(' ') as [string, string];
        if (method !== 'GET') continue;
        const known = ['gameId', 'adminId', 'id', 'ref', 'hallCode', 'cardSetId', 'paletteNumber', 'check'];
        // The card page's live feed is a stream: walked below, by its first event.
        if (pattern.endsWith('/follow')) continue;
        const unknown = [...pattern.matchAll(/:(\w+)/g)].some((m) => !known.includes(m[1]!));
        if (unknown) continue;
        const path = pattern
          .replace(':gameId', g.id)
          .replace(':adminId', g.hostId)
          .replace(':id', g.hostId)
          .replace(':ref', g.code)
          .replace(':hallCode', g.hallCode)
          .replace(':cardSetId', String(g.cardSetId))
          .replace(':paletteNumber', String(g.palette))
          .replace(':check', server.services.cardChecks.code(g.cardSetId, g.palette));
        const cards = `?cards=${g.cardSetId}/${g.palette}`;
        const query = path === '/admin/myGames' ? `?hostId=${g.hostId}` : pattern.includes(':hallCode') ? cards : '';
        walked.rest++;
        await check(`${actor} GET ${pattern}`, async () => {
          const res = await server.request('GET', path + query, { token });
          if (res.status === 200) walked.withData++;
          if (actor === 'anonymous' && res.status === 200 && res.body?.publicCode) walked.anonymousPublicReads++;
          if (actor === 'anonymous' && res.status === 200 && res.body?.game?.gameId === g.id) walked.cardPageReads++;
          return res.body;
        });
      }
      if (actor === 'anonymous') {
        walked.followFeeds++;
        await check(`follow feed of ${g.hallCode}`, async () => {
          const feed = await openSse(
            `${server.url}/api/public/halls/${g.hallCode}/follow?cards=${g.cardSetId}/${g.palette}`,
          );
          try {
            const [first] = await feed.waitFor(1);
            if (first?.game?.gameId === g.id && first.cards?.[0]?.inPlay) walked.withData++;
            return feed.events;
          } finally {
            feed.close();
          }
        });
      }
    }
  }
  return { problems, walked };
}

/** The only outcome that happens without a claim: the house's win, once its call is revealed. */
const houseWon = (g: Watched, revealed: number) => g.plan.houseWin && revealed >= g.plan.winningCalls!;

describe('nothing answers what has not happened', () => {
  it('before play: no call, no outcome, on every query field and GET route, for host, owner, super admin and anonymous', async () => {
    expect(games).toHaveLength(2);
    const { problems, walked } = await walkAll();
    expect(problems, problems.slice(0, 20).join('\n')).toEqual([]);
    // The walk reached the game's own answers, the lists and the reports.
    expect(walked.graphql).toBeGreaterThan(60);
    expect(walked.rest).toBeGreaterThan(60);
    expect(walked.display).toBe(2);
    expect(walked.callerFeeds).toBe(2);
    expect(walked.withData).toBeGreaterThan(100);
    // The public read answered the anonymous reader on GraphQL and REST, for both games.
    expect(walked.anonymousPublicReads).toBe(4);
    // So did the card page's hall read (GraphQL and REST) and its live feed, for both games.
    expect(walked.cardPageReads).toBe(4);
    expect(walked.followFeeds).toBe(2);
  }, 180_000);

  it('after a few calls, paused, with a losing claim recorded: only the revealed prefix', async () => {
    for (const g of games) await setRevealed(server, g.id, 3);
    const loser = await server.request('POST', `/game/isWinner/${games[1]!.id}/4`, {
      token: games[1]!.hostToken,
      body: {},
    });
    expect(loser.status).toBe(200);
    const { problems } = await walkAll();
    expect(problems, problems.slice(0, 20).join('\n')).toEqual([]);
  }, 180_000);

  it('running, then paused one call before the outcome: calls arrive, the outcome does not', async () => {
    for (const g of games) await setRevealed(server, g.id, Math.max(1, g.plan.winningCalls! - 2), { running: true });
    // Calls keep arriving during the walk: each answer is judged on the count before and after it.
    const { problems } = await walkAll(true);
    expect(problems, problems.slice(0, 20).join('\n')).toEqual([]);
    for (const g of games) await setRevealed(server, g.id, g.plan.winningCalls! - 1);
    const paused = await walkAll();
    expect(paused.problems, paused.problems.slice(0, 20).join('\n')).toEqual([]);
  }, 360_000);

  it('the house win shows once its call is revealed (the walk sees outcomes when they are due)', async () => {
    const house = games[0]!;
    await setRevealed(server, house.id, house.plan.winningCalls!);
    const res = await server.request('GET', `/game/${house.id}`, { token: tokens.owner });
    expect(res.body).toMatchObject({ houseWin: true, winningCard: house.plan.winningCard });
    const { problems } = await walkAll();
    expect(problems, problems.slice(0, 20).join('\n')).toEqual([]);
  }, 180_000);
});
