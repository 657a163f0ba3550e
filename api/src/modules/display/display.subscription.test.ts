import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { subscribe, wsClient } from '../../../test/helpers/ws-subscriptions';
import { drawOf, newHost, setRevealed, startGameGraphql } from '../../../test/helpers/game-fixtures';
import { until } from '../../../test/helpers/until';

/**
 * displayFeed over a real WebSocket (graphql-ws), on PGlite or PostgreSQL (TEST_DATABASE_URL):
 * the display token opens only this subscription; revocation closes it; a display joining late
 * (a reconnect or a reload) gets the game so far, claims re-read from the database.
 */
let server: TestServer;
const clients: { dispose(): void | Promise<void> }[] = [];

const FEED = `subscription { displayFeed { hallName voice announcements { title }
  game { gameId commitment calledNumbers paused prizeSantim winningPatterns houseWin
    claim { cardNumber isWinner pattern payoutSantim prefixLength cells winningCells } } } }`;

interface Frame {
  displayFeed: {
    hallName: string;
    voice: string | null;
    game: {
      gameId: string;
      calledNumbers: string[];
      paused: boolean;
      claim: { cardNumber: number; isWinner: boolean; cells: number[]; winningCells: number[] } | null;
    } | null;
  };
}

async function pairedToken(hostToken: string, address: string): Promise<string> {
  const created = await server.graphql('mutation { createDisplayPairing { code } }', {}, hostToken);
  const res = await server.graphql(
    'mutation($input: PairDisplayInput!) { pairDisplay(input: $input) { token } }',
    { input: { code: created.body.data.createDisplayPairing.code } },
    undefined,
    { 'x-forwarded-for': address },
  );
  expect(res.body.errors, JSON.stringify(res.body)).toBeUndefined();
  return res.body.data.pairDisplay.token as string;
}

const startGame = (token: string) => startGameGraphql(server, token);

function displayClient(displayToken: string) {
  const c = wsClient(server.url, undefined, { connectionParams: { displayToken } });
  clients.push(c);
  return c;
}

function client(token?: string) {
  const c = wsClient(server.url, token);
  clients.push(c);
  return c;
}

beforeAll(async () => {
  server = await startTestServer({ SOCKET_RECHECK_MS: '200' });
});
afterAll(async () => {
  for (const c of clients) await c.dispose();
  await server?.close();
});

describe('displayFeed over WebSocket', () => {
  it('between games, then the host’s next game by itself, its calls, and between games again at the end', async () => {
    const host = await newHost(server, 'hawassa41', 1_000_000);
    const feed = subscribe<Frame>(displayClient(await pairedToken(host, '203.0.113.1')), FEED);
    await feed.waitFor(1);
    expect(feed.events[0]!.displayFeed).toMatchObject({ hallName: 'hawassa41', voice: null, game: null });

    const gameId = await startGame(host);
    await until(() => feed.events.at(-1)?.displayFeed.game?.gameId === gameId);
    expect(feed.events.at(-1)!.displayFeed.game).toMatchObject({ calledNumbers: [], paused: true, claim: null });

    await server.graphql('mutation($id: ID!) { playGame(gameId: $id) { gameId } }', { id: gameId }, host);
    const { order } = await drawOf(server, gameId);
    await until(() => (feed.events.at(-1)?.displayFeed.game?.calledNumbers.length ?? 0) >= 2, 15_000);
    const shown = feed.events.at(-1)!.displayFeed.game!.calledNumbers;
    expect(shown).toEqual(order.slice(0, shown.length));
    // Never ahead of the server's clock.
    const clock = await server.graphql('query($id: ID!) { game(gameId: $id) { calledNumbers } }', { id: gameId }, host);
    expect(clock.body.data.game.calledNumbers.length).toBeGreaterThanOrEqual(shown.length);

    await server.graphql('mutation($id: ID!) { endGame(gameId: $id) { seed } }', { id: gameId }, host);
    await until(() => feed.events.at(-1)?.displayFeed.game === null);
    feed.stop();
  });

  it('a display joining late (reconnect, reload) gets the claim from the database, with its winning cells', async () => {
    const host = await newHost(server, 'hawassa42', 1_000_000);
    const gameId = await startGame(host);
    const { plan, order } = await drawOf(server, gameId);
    // A regular game has no house cards: one of the hall's cards wins, on the planned call.
    expect(plan.houseWin).toBe(false);
    const revealed = plan.winningCalls!;
    await setRevealed(server, gameId, revealed);
    const card = plan.winningCard!;
    const check = await server.graphql(
      'mutation($input: CheckWinnerInput!) { checkWinner(input: $input) { isWinner } }',
      { input: { gameId, cardNumber: card, calledNumbers: order.slice(0, revealed) } },
      host,
    );
    expect(check.body.errors, JSON.stringify(check.body)).toBeUndefined();

    const feed = subscribe<Frame>(displayClient(await pairedToken(host, '203.0.113.2')), FEED);
    await feed.waitFor(1);
    const claim = feed.events[0]!.displayFeed.game!.claim!;
    expect(claim.cardNumber).toBe(card);
    expect(claim.cells).toHaveLength(25);
    expect(check.body.data.checkWinner.isWinner).toBe(true);
    expect(claim.isWinner).toBe(true);
    // The 'any' pattern's winning line: five cells, or four and the FREE centre.
    expect(claim.winningCells.length).toBeGreaterThanOrEqual(4);
    for (const cell of claim.winningCells)
      expect(cell === 12 || order.slice(0, revealed).some((n) => Number(n.slice(1)) === claim.cells[cell])).toBe(true);
    feed.stop();
    await server.graphql('mutation($id: ID!) { endGame(gameId: $id) { seed } }', { id: gameId }, host);
  });

  it('pushes the voice switch to the display', async () => {
    const host = await newHost(server, 'hawassa43', 1_000_000);
    const feed = subscribe<Frame>(displayClient(await pairedToken(host, '203.0.113.3')), FEED);
    await feed.waitFor(1);
    await server.graphql(
      'mutation($input: DisplayVoiceInput!) { setDisplayVoice(input: $input) { voice } }',
      { input: { voiceOnDisplay: true, voice: 'male' } },
      host,
    );
    await until(() => feed.events.at(-1)?.displayFeed.voice === 'male');
    feed.stop();
  });

  it('a revoked display is cut off within the re-check interval (4403); its token opens nothing again', async () => {
    const host = await newHost(server, 'hawassa44', 1_000_000);
    const token = await pairedToken(host, '203.0.113.4');
    const socket = displayClient(token);
    const feed = subscribe<Frame>(socket, FEED);
    await feed.waitFor(1);
    const list = await server.graphql('query { displays { displayId } }', {}, host);
    await server.graphql(
      'mutation($id: ID!) { revokeDisplay(displayId: $id) { revokedAt } }',
      { id: list.body.data.displays[0].displayId },
      host,
    );
    expect(await socket.closed).toMatchObject({ code: 4403, reason: expect.stringMatching(/no longer paired/) });
    expect(await displayClient(token).closed).toMatchObject({ code: 4401 });
  });

  it('the display token opens no other subscription, and a session cannot read displayFeed', async () => {
    const host = await newHost(server, 'hawassa45', 1_000_000);
    const gameId = await startGame(host);
    const token = await pairedToken(host, '203.0.113.5');
    const events = subscribe(displayClient(token), 'subscription($id: ID!) { gameEvents(gameId: $id) { kind } }', {
      id: gameId,
    });
    await events.done;
    expect(events.events).toEqual([]);
    expect(events.errors.map((e) => e.extensions?.appCode)).toEqual(['UNAUTHENTICATED']);
    // As a session token it is refused at connection_init.
    expect(await client(token).closed).toMatchObject({ code: 4401 });
    // A signed-in host cannot read a display feed.
    const asHost = subscribe(client(host), FEED);
    await asHost.done;
    expect(asHost.errors.map((e) => e.extensions?.appCode)).toEqual(['UNAUTHENTICATED']);
    // A forged display token is refused.
    expect(await displayClient('dsp_forged').closed).toMatchObject({ code: 4401 });
    await server.graphql('mutation($id: ID!) { endGame(gameId: $id) { seed } }', { id: gameId }, host);
  });
});
