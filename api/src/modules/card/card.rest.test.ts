import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardSetChecksum, DEFAULT_CARD_SET_SEEDS, generateCardSet } from '@bingo/core';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { drawOf, setRevealed } from '../../../test/helpers/game-fixtures';

let server: TestServer;
let superToken: string;
let hostToken: string;
beforeAll(async () => {
  server = await startTestServer();
  superToken = await server.login('superadmin', 'demo1234');
  hostToken = await server.login();
});
afterAll(() => server?.close());

describe('card set import and export (super admin)', () => {
  it('exports a set as JSON and CSV with its checksum; both import back to the same checksum', async () => {
    const expected = cardSetChecksum(generateCardSet(DEFAULT_CARD_SET_SEEDS[2], 100));
    const json = await server.request('GET', '/card/export/2?format=json', { token: superToken });
    expect(json.body).toMatchObject({ id: 2, checksum: expected, format: 'json' });
    const csv = await server.request('GET', '/card/export/2?format=csv', { token: superToken });
    expect(csv.body.data.split('\n')[0]).toMatch(/^paletteNumber,B1,B2/);
    for (const [format, data] of [
      ['json', json.body.data],
      ['csv', csv.body.data],
    ]) {
      const res = await server.request('POST', '/card/import', {
        token: superToken,
        body: { name: `Hall ${format}`, format, data },
      });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ checksum: expected, cardCount: 100 });
    }
    const sets = await server.graphql('{ cardSets { id name checksum cardCount } }', {}, superToken);
    expect(sets.body.data.cardSets.length).toBeGreaterThanOrEqual(4);
  });

  it("refuses invalid sets with the core's message, and non-super-admins", async () => {
    const cards = generateCardSet(DEFAULT_CARD_SET_SEEDS[1], 3);
    const broken = structuredClone(cards);
    broken[1]!.numbers.B[0] = 99;
    const res = await server.request('POST', '/card/import', {
      token: superToken,
      body: { name: 'Broken', format: 'json', data: JSON.stringify(broken) },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/outside column B/);
    expect(
      (
        await server.request('POST', '/card/import', {
          token: superToken,
          body: { name: 'x', format: 'json', data: '{' },
        })
      ).body.message,
    ).toBe('The card set is not valid JSON');
    expect(
      (
        await server.request('POST', '/card/import', {
          token: superToken,
          body: { name: 'x', format: 'xml', data: '' },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await server.request('POST', '/card/import', {
          token: hostToken,
          body: { name: 'x', format: 'json', data: JSON.stringify(cards) },
        })
      ).status,
    ).toBe(403);
    expect((await server.request('GET', '/card/export/999', { token: superToken })).status).toBe(404);
  });

  it('replacing a set never changes a past game: it keeps the faces it was played with', async () => {
    const game = (
      await server.request('POST', '/game/start', {
        token: hostToken,
        body: { bettingAmount: 10, cardPaletteNumbers: [1, 2, 3], callSpeed: 5000 },
      })
    ).body;
    const other = await server.request('GET', '/card/export/2', { token: superToken });
    const replaced = await server.request('POST', '/card/import', {
      token: superToken,
      body: { name: 'Cartella 1 (reprint)', format: 'json', data: other.body.data, cardSetId: 1 },
    });
    expect(replaced.status).toBe(201);
    const now = await server.request('GET', '/card/1', { token: hostToken });
    expect(now.body).toEqual(JSON.parse(other.body.data)[0]);
    const recall = await server.request('GET', `/game/${game.gameId}`, { token: hostToken });
    expect(recall.body.playingCards).toEqual(game.playingCards);
    const { plan } = await drawOf(server, game.gameId);
    await setRevealed(server, game.gameId, plan.winningCalls!);
    const won = await server.request('POST', `/game/isWinner/${game.gameId}/${plan.winningCard}`, {
      token: hostToken,
      body: {},
    });
    expect(won.body.isWinner).toBe(true);
    expect(won.body.card).toEqual(
      game.playingCards.find((c: { paletteNumber: number }) => c.paletteNumber === plan.winningCard),
    );
  });

  it('GraphQL cards and card', async () => {
    const res = await server.graphql(
      '{ cards { paletteNumber numbers { B I N G O } } card(paletteNumber: 5) { paletteNumber numbers { N } } }',
      {},
      hostToken,
    );
    expect(res.body.data.cards).toHaveLength(100);
    expect(res.body.data.card.numbers.N[2]).toBeNull();
    const missing = await server.graphql('{ card(paletteNumber: 500) { paletteNumber } }', {}, hostToken);
    expect(missing.body.errors[0]).toMatchObject({ message: 'Card not found', extensions: { code: 'NOT_FOUND' } });
  });
});
