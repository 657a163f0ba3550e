import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../../test/test-server';
import { sqlEm } from '../../../shared/db/sql';
import { START } from '../../../../test/helpers/game-fixtures';
import { gameTopic } from '../feed/game-bus';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = await server.login();
});
afterAll(() => server?.close());

describe('losing claims written in batches', () => {
  it('concurrent checks of many cards are each recorded once; the same card checked 5 times at once is recorded once', async () => {
    const cards = Array.from({ length: 40 }, (_, i) => i + 1);
    const start = await server.request('POST', '/game/start', { token, body: { ...START, cardPaletteNumbers: cards } });
    expect(start.status).toBe(200);
    const { gameId } = start.body;
    const calls = start.body.calledNumbers.slice(0, 3); // nobody completes a pattern on 3 calls
    const claim = (card: number) =>
      server.request('POST', `/game/isWinner/${gameId}/${card}`, { token, body: { calledNumbers: calls } });

    const told: number[] = [];
    const stop = server.bus.subscribe(
      gameTopic(gameId),
      (e) => e.kind === 'CLAIM' && told.push(Number(e.data!.cardNumber)),
    );

    const results = await Promise.all([...cards.slice(1).map(claim), ...Array.from({ length: 5 }, () => claim(1))]);
    expect(results.slice(0, 39).every((r) => r.status === 200 && r.body.isWinner === false)).toBe(true);
    const sameCard = results.slice(39);
    expect(sameCard.filter((r) => r.status === 200)).toHaveLength(1);
    expect(sameCard.filter((r) => r.status === 409).map((r) => r.body.message)).toEqual(
      Array(4).fill('This card has been locked.'),
    );

    const [row] = await sqlEm(server.orm).execute<{ n: string; distinct_cards: string }[]>(
      'select count(*) as n, count(distinct palette_number) as distinct_cards from game_claim where game_id = ?',
      [gameId],
    );
    expect(Number(row!.n)).toBe(40);
    expect(Number(row!.distinct_cards)).toBe(40);
    // Each recorded claim is told to the game's screens once, by the statement that records it;
    // the card's refused checks are not told.
    await expect.poll(() => told.length).toBe(40);
    await new Promise((r) => setTimeout(r, 100));
    stop();
    expect(told.sort((x, y) => x - y)).toEqual(cards);
  });
});
