import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAME_NOT_FOUND, GAME_REF_MESSAGE, PUBLIC_CODE_ALPHABET, checkDraw } from '@bingo/core';
import { startTestServer, type TestServer } from '../../../../test/test-server';
import { drawOf, endActive, playOut, setRevealed } from '../../../../test/helpers/game-fixtures';
import { sqlEm } from '../../../shared/db/sql';

/**
 * docs/fairness.md#verifying: the public read, without signing in, by id and by short code,
 * before play, while running, after the end; bad and unknown references; no account data.
 */
let server: TestServer;
let host: string;
let hostId: string;

const PUBLIC_GAME = `query PublicGame($ref: String!) {
  publicGame(ref: $ref) {
    gameId publicCode hallName gameType cardSetName startedAt status endedAt commitment callSpeed winningPatterns
    calledNumbers callsRevealed paused nextCallAt serverTime seed
    cards { paletteNumber house numbers { B I N G O } }
    claims { cardNumber callIndex result pattern payoutSantim }
    bettingAmountSantim payoutToWinnerSantim jackpotAwardedSantim winningCard winningCalls houseWin abandonedAtCall
  }
}`;
const CODE = new RegExp(`^[${PUBLIC_CODE_ALPHABET}]{8}$`);
/** Every key the public answer may have: anything else would be new data to judge first. */
const REST_KEYS = [
  '_id',
  'abandonedAtCall',
  'bettingAmount',
  'callSpeed',
  'calledNumbers',
  'callsRevealed',
  'cardSetName',
  'cards',
  'claims',
  'commitment',
  'endedAt',
  'gameId',
  'gameType',
  'hallName',
  'houseWin',
  'jackpotAwarded',
  'nextCallAt',
  'paused',
  'payoutToWinner',
  'publicCode',
  'seed',
  'serverTime',
  'startedAt',
  'status',
  'winningCalls',
  'winningCard',
  'winningPatterns',
];

const anonymous = (ref: string) => server.graphql(PUBLIC_GAME, { ref });

beforeAll(async () => {
  server = await startTestServer();
  host = await server.login('hawassa1', 'demo1234');
  hostId = (await sqlEm(server.orm).execute<{ id: string }[]>("select id from account where username = 'hawassa1'"))[0]!
    .id;
  await endActive(server, host);
}, 60_000);
afterAll(() => server?.close());

async function startGame(): Promise<{ id: string; code: string }> {
  const res = await server.request('POST', '/game/start', {
    token: host,
    body: { bettingAmount: 10, cardPaletteNumbers: [1, 2, 3, 4], callSpeed: 5000, winningPatterns: ['any'] },
  });
  expect(res.status).toBe(200);
  return { id: res.body.gameId, code: res.body.publicCode };
}

describe('public verification read', () => {
  it('gives every game a unique short code in its views', async () => {
    const { id, code } = await startGame();
    expect(code).toMatch(CODE);
    const rest = await server.request('GET', `/game/${id}`, { token: host });
    expect(rest.body.publicCode).toBe(code);
    const gql = await server.graphql('query($id: ID!) { game(gameId: $id) { publicCode } }', { id }, host);
    expect(gql.body.data.game.publicCode).toBe(code);
    const dupes = await sqlEm(server.orm).execute<{ n: string }[]>(
      'select count(*) - count(distinct public_code) as n from game',
    );
    expect(Number(dupes[0]!.n)).toBe(0);
    await server.request('POST', `/game/${id}/end`, { token: host });
  });

  it('before play and while running: the commitment and the calls made, nothing else of the game', async () => {
    const { id, code } = await startGame();
    const { order } = await drawOf(server, id);
    const before = await anonymous(id);
    expect(before.body.errors).toBeUndefined();
    expect(before.body.data.publicGame).toMatchObject({
      gameId: id,
      publicCode: code,
      hallName: 'hawassa1',
      status: 'ACTIVE',
      calledNumbers: [],
      callsRevealed: 0,
      paused: true,
      seed: null,
      cards: null,
      claims: null,
      payoutToWinnerSantim: null,
      bettingAmountSantim: null,
      houseWin: null,
    });
    expect(before.body.data.publicGame.commitment).toMatch(/^[0-9a-f]{64}$/);

    await setRevealed(server, id, 3);
    // A losing claim is judged while the game runs: the public still sees no claim, no card.
    await server.request('POST', `/game/isWinner/${id}/4`, { token: host, body: {} });
    for (const ref of [id, code, code.toLowerCase(), `${code.slice(0, 4)}-${code.slice(4)}`]) {
      const during = (await anonymous(ref)).body.data.publicGame;
      expect(during).toMatchObject({
        gameId: id,
        calledNumbers: order.slice(0, 3),
        seed: null,
        cards: null,
        claims: null,
      });
    }
    const rest = await server.request('GET', `/api/public/games/${code}`);
    expect(rest.status).toBe(200);
    expect(rest.headers.get('cache-control')).toBe('no-store');
    expect(rest.body).toMatchObject({ gameId: id, calledNumbers: order.slice(0, 3), seed: null, cards: null });
    expect(Object.keys(rest.body).sort()).toEqual(REST_KEYS);
    await server.request('POST', `/game/${id}/end`, { token: host });
  });

  it('after the end: the seed that verifies, the cards in play, the claims in order and the payouts', async () => {
    const { id, code } = await startGame();
    const { plan } = await drawOf(server, id);
    await playOut(server, host, id);
    const after = (await anonymous(code)).body.data.publicGame;
    expect(after.status).toBe('ENDED');
    const check = checkDraw(after.seed, after.commitment, after.calledNumbers);
    expect(check).toMatchObject({ commitmentMatches: true, callsMatch: true });
    expect(after.calledNumbers.length).toBeGreaterThan(0);
    expect(after.cards.map((c: { paletteNumber: number }) => c.paletteNumber)).toEqual([1, 2, 3, 4]);
    expect(after.cards[0].numbers.N[2]).toBeNull(); // GraphQL's FREE centre
    expect(after.claims).toEqual([
      {
        cardNumber: plan.winningCard,
        callIndex: plan.winningCalls,
        result: 'WON',
        pattern: expect.any(String),
        payoutSantim: plan.payoutToWinner,
      },
    ]);
    expect(after).toMatchObject({
      bettingAmountSantim: 1000,
      payoutToWinnerSantim: plan.payoutToWinner,
      winningCard: plan.winningCard,
      winningCalls: plan.winningCalls,
      houseWin: false,
    });
    const rest = await server.request('GET', `/v2/api/public/games/${id}`);
    expect(rest.headers.get('cache-control')).toBe('public, max-age=300');
    expect(rest.body).toMatchObject({ seed: after.seed, bettingAmount: 10, payoutToWinner: plan.payoutToWinner / 100 });
    expect(rest.body.claims[0].payout).toBe(plan.payoutToWinner / 100);
    expect(Object.keys(rest.body).sort()).toEqual(REST_KEYS);
  });

  it('shows no account data: no host id, no username but the hall name, no stakes total, profit or fee', async () => {
    const { id } = await startGame();
    await playOut(server, host, id);
    const text = JSON.stringify((await server.request('GET', `/api/public/games/${id}`)).body);
    expect(text).not.toContain(hostId);
    for (const word of [
      'hostId',
      'hostUsername',
      'profit',
      'totalStakes',
      'platformFee',
      'commission',
      'wallet',
      'stake',
    ])
      expect(text).not.toContain(word);
  });

  it('refuses a malformed reference with 400 and answers an unknown one 404', async () => {
    for (const ref of ['x', 'ABCDEFGI', '123', "1' or '1'='1"]) {
      const rest = await server.request('GET', `/api/public/games/${encodeURIComponent(ref)}`);
      expect(rest.status, ref).toBe(400);
      expect(rest.body).toMatchObject({ code: 'BAD_INPUT', message: GAME_REF_MESSAGE });
    }
    const gql = await anonymous('nope');
    expect(gql.body.errors[0]).toMatchObject({ message: GAME_REF_MESSAGE, extensions: { appCode: 'BAD_INPUT' } });
    for (const ref of ['00000000-0000-4000-8000-000000000000', 'ZZZZ2222']) {
      const rest = await server.request('GET', `/api/public/games/${ref}`);
      expect(rest.status, ref).toBe(404);
      expect(rest.body).toEqual({ code: 'NOT_FOUND', message: GAME_NOT_FOUND });
      expect((await anonymous(ref)).body.errors[0].extensions.appCode).toBe('NOT_FOUND');
    }
  });
});
