import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../../test/test-server';
import { subscribe, wsClient } from '../../../../test/helpers/ws-subscriptions';
import { newHost, setRevealed, START } from '../../../../test/helpers/game-fixtures';
import { sqlEm } from '../../../shared/db/sql';
import { decodePlayedCards } from '../played-cards.codec';
import { until } from '../../../../test/helpers/until';

/**
 * Missed claims (docs/fairness.md#missed-claims) end to end: the host's caller is told a card's
 * completion on its call and not before (never the owner's or a display's feed); ending without a
 * claim stores it with the game; the game's record, the games list and the public verification
 * (after the end only) list it; the hall's setting switches the notice off.
 */
let server: TestServer;
const clients: { dispose(): void | Promise<void> }[] = [];

const EVENTS = `subscription($gameId: ID!) { gameEvents(gameId: $gameId) { kind index missedClaim { cardNumber pattern call } } }`;

interface Event {
  gameEvents: {
    kind: string;
    index: number | null;
    missedClaim: { cardNumber: number; pattern: string; call: number } | null;
  };
}

function client(token: string) {
  const c = wsClient(server.url, token);
  clients.push(c);
  return c;
}

/** A game of `token`'s at 3 s a call, with its first hall completion (card, call ≥ 2). */
async function gameWithCompletion(
  token: string,
): Promise<{ gameId: string; code: string; card: number; call: number }> {
  for (;;) {
    const res = await server.request('POST', '/game/start', { token, body: { ...START, callSpeed: 3000 } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [row] = await sqlEm(server.orm).execute<{ cards: unknown }[]>('select cards from game where id = ?', [
      res.body.gameId,
    ]);
    const first = decodePlayedCards(row!.cards)
      .filter((c) => !c.house && c.completedAtCall !== null)
      .sort((a, b) => a.completedAtCall! - b.completedAtCall! || a.paletteNumber - b.paletteNumber)[0];
    if (first && first.completedAtCall! >= 2)
      return {
        gameId: res.body.gameId,
        code: res.body.publicCode,
        card: first.paletteNumber,
        call: first.completedAtCall!,
      };
    await server.request('POST', `/game/${res.body.gameId}/end`, { token });
  }
}

/** Runs the game from one call before `call` and waits until the feed has told call `call`. */
async function runThrough(token: string, gameId: string, call: number) {
  await setRevealed(server, gameId, call - 1, { running: true });
  const s = subscribe<Event>(client(token), EVENTS, { gameId });
  await until(() => s.events.some((e) => e.gameEvents.kind === 'CALL' && e.gameEvents.index === call), 15_000);
  return s;
}

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  for (const c of clients) await c.dispose();
  await server?.close();
});

describe('missed claims', () => {
  it('the caller is told on the completing call, not before; the end stores it; record, list and verification show it', async () => {
    const host = await newHost(server, 'hawassa71', 1_000_000);
    const superAdmin = await server.login('superadmin', 'demo1234');
    const { gameId, code, card, call } = await gameWithCompletion(host);

    const watcher = subscribe<Event>(client(superAdmin), EVENTS, { gameId });
    const caller = await runThrough(host, gameId, call);
    await until(() => caller.events.some((e) => e.gameEvents.kind === 'MISSED_CLAIM'), 15_000);
    await setRevealed(server, gameId, call);
    const kinds = caller.events.map((e) => e.gameEvents);
    const at = kinds.findIndex((e) => e.kind === 'MISSED_CLAIM');
    // Right after the CALL that completed it; nothing of it before.
    expect(kinds[at - 1]).toMatchObject({ kind: 'CALL', index: call });
    expect(kinds[at]!.missedClaim).toMatchObject({ cardNumber: card, call, pattern: expect.any(String) });
    expect(kinds.slice(0, at - 1).some((e) => e.missedClaim?.cardNumber === card)).toBe(false);
    // Another reader's feed (the super admin) is never told.
    expect(watcher.events.some((e) => e.gameEvents.kind === 'MISSED_CLAIM')).toBe(false);

    const publicRead = () =>
      server.graphql('query($ref: String!) { publicGame(ref: $ref) { missedClaims { cardNumber pattern call } } }', {
        ref: code,
      });
    expect((await publicRead()).body.data.publicGame.missedClaims).toBeNull();
    const record = () =>
      server.graphql(
        'query($id: ID!) { game(gameId: $id) { missedClaims { cardNumber pattern call } } }',
        { id: gameId },
        host,
      );
    expect((await record()).body.data.game.missedClaims).toBeNull();

    expect((await server.request('POST', `/game/${gameId}/end`, { token: host })).status).toBe(200);
    const missed = { cardNumber: card, pattern: kinds[at]!.missedClaim!.pattern, call };
    expect((await record()).body.data.game.missedClaims).toContainEqual(missed);
    expect((await publicRead()).body.data.publicGame.missedClaims).toContainEqual(missed);
    const list = await server.graphql(
      'query($hostId: ID) { myGames(hostId: $hostId) { games { gameId missedClaims { cardNumber call } } } }',
      { hostId: null },
      host,
    );
    expect(list.body.errors, JSON.stringify(list.body)).toBeUndefined();
    const line = list.body.data.myGames.games.find((g: { gameId: string }) => g.gameId === gameId);
    expect(line.missedClaims).toContainEqual({ cardNumber: card, call });
    for (const s of [watcher, caller]) s.stop();
  }, 60_000);

  it('a card claimed as a win is not missed; the hall setting off tells the caller nothing', async () => {
    const host = await newHost(server, 'hawassa72', 1_000_000);
    const superAdmin = await server.login('superadmin', 'demo1234');
    const hostId = (
      await sqlEm(server.orm).execute<{ id: string }[]>("select id from account where username = 'hawassa72'")
    )[0]!.id;
    const off = await server.graphql(
      'mutation($input: HallSettingsInput!) { updateHallSettings(input: $input) { missedClaimNotices } }',
      { input: { hostId, missedClaimNotices: false } },
      superAdmin,
    );
    expect(off.body.data.updateHallSettings.missedClaimNotices).toBe(false);
    const { gameId, card, call } = await gameWithCompletion(host);
    // Joining after the call, the caller is told the calls so far, then PAUSED: a notice would
    // come right after its CALL, before the PAUSED.
    await setRevealed(server, gameId, call);
    const caller = subscribe<Event>(client(host), EVENTS, { gameId });
    await until(() => caller.events.some((e) => e.gameEvents.kind === 'PAUSED'), 15_000);
    expect(caller.events.filter((e) => e.gameEvents.kind === 'CALL')).toHaveLength(call);
    expect(caller.events.some((e) => e.gameEvents.kind === 'MISSED_CLAIM')).toBe(false);
    const claim = await server.request('POST', `/game/isWinner/${gameId}/${card}`, { token: host, body: {} });
    expect(claim.status, JSON.stringify(claim.body)).toBe(200);
    await server.request('POST', `/game/${gameId}/end`, { token: host });
    const [row] = await sqlEm(server.orm).execute<{ missed_claims: unknown }[]>(
      'select missed_claims from game where id = ?',
      [gameId],
    );
    const stored = (typeof row!.missed_claims === 'string' ? JSON.parse(row!.missed_claims) : row!.missed_claims) as {
      cardNumber: number;
    }[];
    expect(stored.map((m) => m.cardNumber)).not.toContain(card);
    caller.stop();
  }, 60_000);
});
