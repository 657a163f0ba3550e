import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/test-server';

let server: TestServer;
let hostToken: string;
let ale1Token: string;
beforeAll(async () => {
  server = await startTestServer();
  hostToken = await server.login();
  ale1Token = await server.login('ale1', 'demo1234');
});
afterAll(() => server?.close());

const QUERY = `query($n: [Int!]) { printedCards(paletteNumbers: $n) { cardSetId cardSetName cards { paletteNumber check path } } }`;

describe('check codes of printed cards', () => {
  it("answers the host's own cards, GraphQL and REST alike, with checks the server accepts", async () => {
    const gql = await server.graphql(QUERY, { n: [47, 3] }, hostToken);
    const printed = gql.body.data.printedCards;
    expect(printed).toMatchObject({ cardSetId: 1, cardSetName: 'Cartella 1' });
    expect(printed.cards.map((c: { paletteNumber: number }) => c.paletteNumber)).toEqual([47, 3]);
    for (const c of printed.cards) {
      expect(c.path).toBe(`/c/1/${c.paletteNumber}/${c.check}`);
      expect(server.services.cardChecks.matches(1, c.paletteNumber, c.check)).toBe(true);
    }
    expect(server.services.cardChecks.matches(1, 48, printed.cards[0].check)).toBe(false);

    const rest = await server.request('GET', '/card/checks?cards=47,3', { token: hostToken });
    expect(rest.status).toBe(200);
    expect(rest.body).toEqual(printed);
    const v2 = await server.request('GET', '/v2/card/checks?cards=47', { token: hostToken });
    expect(v2.body.cards[0].check).toBe(printed.cards[0].check);
  });

  it('without numbers answers every card of the set; a host of another set gets its own checks', async () => {
    const all = await server.request('GET', '/card/checks', { token: hostToken });
    expect(all.body.cards).toHaveLength(100);
    const other = await server.graphql(QUERY, { n: [47] }, ale1Token);
    const card = other.body.data.printedCards;
    expect(card.cardSetId).toBe(2);
    expect(card.cards[0].check).toBe(server.services.cardChecks.code(2, 47));
    expect(card.cards[0].check).not.toBe(all.body.cards[46].check);
  });

  it('refuses numbers outside the set, bad lists and callers without a card set; needs a sign-in', async () => {
    expect((await server.request('GET', '/card/checks?cards=101', { token: hostToken })).status).toBe(404);
    const bad = await server.request('GET', '/card/checks?cards=1;2', { token: hostToken });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('cards must be card numbers separated by commas');
    const many = await server.graphql(QUERY, { n: Array.from({ length: 501 }, (_, i) => i + 1) }, hostToken);
    expect(many.body.errors[0].extensions.appCode).toBe('BAD_INPUT');
    const gqlMissing = await server.graphql(QUERY, { n: [0] }, hostToken);
    expect(gqlMissing.body.errors[0].extensions.appCode).toBe('NOT_FOUND');
    const owner = await server.login('owner.hawassa', 'demo1234');
    expect((await server.request('GET', '/card/checks', { token: owner })).status).toBe(400);
    expect((await server.request('GET', '/card/checks')).status).toBe(401);
  });
});
