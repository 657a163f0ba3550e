import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { labelNumber } from '@bingo/core';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { drawOf, setRevealed } from '../../../test/helpers/game-fixtures';
import { openSse } from '../../../test/helpers/sse';
import { until } from '../../../test/helpers/until';
import { sqlEm } from '../../shared/db/sql';

/**
 * The public card page's API (docs/screens.md#card-page): a printed card by its check code, a
 * hall by its code, a card in play or not, the hall's live feed, and every refusal named.
 */
let server: TestServer;
let host: string;
let hostId: string;
let hall: string;
let cardSetId: number;
const checkOf = (set: number, palette: number) => server.services.cardChecks.code(set, palette);

beforeAll(async () => {
  // A small cap and rate so the limits can be reached in a test.
  server = await startTestServer({ FOLLOWERS_PER_HALL: '3', FOLLOW_RATE_PER_MINUTE: '100000' });
  host = await server.login('hawassa1', 'demo1234');
  const [row] = await sqlEm(server.orm).execute<{ id: string; card_set_id: number }[]>(
    "select id, card_set_id from account where username = 'hawassa1'",
  );
  hostId = row!.id;
  cardSetId = Number(row!.card_set_id);
  hall = server.services.follow.hallCodeOf(hostId);
}, 60_000);
afterAll(() => server?.close());

async function startGame(cards: number[]): Promise<{ id: string; code: string }> {
  const res = await server.request('POST', '/game/start', {
    token: host,
    body: { bettingAmount: 10, cardPaletteNumbers: cards, callSpeed: 5000, winningPatterns: ['any'] },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { id: res.body.gameId, code: res.body.publicCode };
}

describe('a printed card by its QR', () => {
  it('answers the card face on REST and GraphQL when the check is right, any case', async () => {
    const check = checkOf(cardSetId, 47);
    const rest = await server.request('GET', `/api/public/cards/${cardSetId}/47/${check.toLowerCase()}`);
    expect(rest.status).toBe(200);
    expect(rest.body).toMatchObject({ cardSetId, paletteNumber: 47 });
    expect(rest.body.numbers.N[2]).toBe('FREE');
    const gql = await server.graphql(
      'query($s: Int!, $p: Int!, $c: String!) { paperCard(cardSetId: $s, paletteNumber: $p, check: $c) { paletteNumber cardSetName numbers { B N } } }',
      { s: cardSetId, p: 47, c: check },
    );
    expect(gql.body.data.paperCard).toMatchObject({ paletteNumber: 47 });
    expect(gql.body.data.paperCard.numbers.N[2]).toBeNull();
  });

  it('a wrong check or a changed palette: "This is not a card of this hall", nothing more', async () => {
    const check = checkOf(cardSetId, 47);
    for (const path of [`/api/public/cards/${cardSetId}/48/${check}`, `/api/public/cards/${cardSetId}/47/ZZZZZZZZ`]) {
      const res = await server.request('GET', path);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({
        message: 'This is not a card of this hall',
        code: 'NOT_FOUND',
        details: { reason: 'NOT_A_CARD' },
      });
    }
    const gql = await server.graphql(
      'query { paperCard(cardSetId: 1, paletteNumber: 48, check: "ZZZZZZZZ") { paletteNumber } }',
    );
    expect(gql.body.errors[0]).toMatchObject({
      message: 'This is not a card of this hall',
      extensions: { appCode: 'NOT_FOUND', details: { reason: 'NOT_A_CARD' } },
    });
  });

  it('a malformed address or a palette outside the set (with its real check): a clear 400', async () => {
    expect((await server.request('GET', `/api/public/cards/x/1/ABC`)).body.details).toEqual({ reason: 'MALFORMED' });
    const outside = await server.request('GET', `/api/public/cards/${cardSetId}/9999/${checkOf(cardSetId, 9999)}`);
    expect(outside.status).toBe(400);
    expect(outside.body.details).toEqual({ reason: 'PALETTE_OUTSIDE_SET' });
  });
});

describe('a hall by its code', () => {
  it('an unknown or malformed hall code: a clear 4xx; a card by number outside the set: 400', async () => {
    const unknown = await server.request('GET', '/api/public/halls/ZZZZZZ');
    expect(unknown.status).toBe(404);
    expect(unknown.body.details).toEqual({ reason: 'UNKNOWN_HALL' });
    expect((await server.request('GET', '/api/public/halls/nope')).status).toBe(400);
    const far = await server.request('GET', `/api/public/halls/${hall}/cards/9999`);
    expect(far.status).toBe(400);
    expect(far.body.details).toEqual({ reason: 'PALETTE_OUTSIDE_SET' });
    const five = await server.request('GET', `/api/public/halls/${hall}?cards=1/1,1/2,1/3,1/4,1/5`);
    expect(five.body.details).toEqual({ reason: 'TOO_MANY_CARDS' });
  });

  it('says which followed cards the running game has in play, with only the calls made', async () => {
    const game = await startGame([7, 8, 20]);
    const { order } = await drawOf(server, game.id);
    await setRevealed(server, game.id, 3);
    const rest = await server.request(
      'GET',
      `/api/public/halls/${hall.toLowerCase()}?cards=${cardSetId}/7,${cardSetId}/9`,
    );
    expect(rest.status).toBe(200);
    expect(rest.body).toMatchObject({
      hallCode: hall,
      hallName: 'hawassa1',
      game: { gameId: game.id, publicCode: game.code, calledNumbers: order.slice(0, 3), paused: true, ended: false },
      cards: [
        { cardSetId, paletteNumber: 7, inPlay: true },
        { cardSetId, paletteNumber: 9, inPlay: false },
      ],
    });
    const gql = await server.graphql(
      'query($h: String!, $c: [PaperCardInput!]) { publicHall(hallCode: $h, cards: $c) { hallName game { calledNumbers } cards { paletteNumber inPlay } } }',
      { h: hall, c: [{ cardSetId, paletteNumber: 7 }] },
    );
    expect(gql.body.data.publicHall).toEqual({
      hallName: 'hawassa1',
      game: { calledNumbers: order.slice(0, 3) },
      cards: [{ paletteNumber: 7, inPlay: true }],
    });
    const card = await server.request('GET', `/api/public/halls/${hall}/cards/7`);
    expect(card.body).toMatchObject({ cardSetId, paletteNumber: 7 });
    await server.request('POST', `/game/${game.id}/end`, { token: host });
  });
});

describe("the hall's live feed", () => {
  it('tells the game so far, then each call as the clock makes it, from one room per hall', async () => {
    const game = await startGame([7, 8, 20]);
    const { order } = await drawOf(server, game.id);
    await setRevealed(server, game.id, 2);
    const url = `${server.url}/api/public/halls/${hall}/follow?cards=${cardSetId}/7,${cardSetId}/12`;
    const a = await openSse(url);
    const b = await openSse(url);
    expect(a.status).toBe(200);
    expect(a.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const [first] = await a.waitFor(1);
    expect(first).toMatchObject({
      kind: 'GAME',
      game: { gameId: game.id, calledNumbers: order.slice(0, 2), paused: true },
      cards: [
        { paletteNumber: 7, inPlay: true },
        { paletteNumber: 12, inPlay: false },
      ],
    });
    await b.waitFor(1);
    expect(server.services.follow.followerCount(hostId)).toBe(2);
    expect(server.services.live.feedCount()).toBe(0); // the public feed is not the room's screens' feed
    // The game runs on: the next calls arrive as made (the clock writes them as running now).
    await setRevealed(server, game.id, 3, { running: true });
    await server.bus.publish({ topic: `game:${game.id}`, kind: 'PLAY' });
    await until(() => a.events.some((e) => e.kind === 'CALL' && e.index === 3));
    const call = a.events.find((e) => e.kind === 'CALL' && e.index === 3);
    expect(call.number).toBe(order[2]);
    expect(order[2]).toBe(labelNumber(Number(order[2]!.slice(1))));
    await server.request('POST', `/game/${game.id}/end`, { token: host });
    await until(() => a.events.some((e) => e.kind === 'ENDED'));
    a.close();
    b.close();
    await until(() => server.services.follow.followerCount(hostId) === 0);
  });

  it('a full hall: 429 with Retry-After; the hall code unknown: 404 before any stream', async () => {
    // Another hall than the tests above followed: the joins they made count against their hall's rate.
    const [other] = await sqlEm(server.orm).execute<{ id: string }[]>(
      "select id from account where username = 'hawassa2'",
    );
    const url = `${server.url}/api/public/halls/${server.services.follow.hallCodeOf(other!.id)}/follow`;
    const open = [await openSse(url), await openSse(url), await openSse(url)];
    for (const s of open) expect(s.status).toBe(200);
    const fourth = await openSse(url);
    expect(fourth.status).toBe(429);
    expect(Number(fourth.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(fourth.body).toMatchObject({ code: 'RATE_LIMITED', details: { reason: 'HALL_FULL' } });
    const unknown = await openSse(`${server.url}/api/public/halls/ZZZZZZ/follow`);
    expect(unknown.status).toBe(404);
    for (const s of open) s.close();
  });
});
