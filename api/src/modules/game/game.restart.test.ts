import { expect, it } from 'vitest';
import { restartableServer } from '../../../test/restartable-server';
import { START } from '../../../test/helpers/game';

it('a server restart loses nothing: the active game, its order, progress and claims continue', async () => {
  const harness = await restartableServer();
  try {
    let server = await harness.boot();
    let token = await server.login();
    const g = (
      await server.request('POST', '/game/start', { token, body: { ...START, cardPaletteNumbers: [31, 32, 33, 34] } })
    ).body;
    const w = g.winningCalls as number;
    const loser = [31, 32, 33, 34].find((n) => n !== g.winningCard)!;
    expect(
      (
        await server.request('POST', `/game/${g.gameId}/progress`, {
          token,
          body: { callsRevealed: w - 1, paused: false },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await server.request('POST', `/game/isWinner/${g.gameId}/${loser}`, {
          token,
          body: { calledNumbers: g.calledNumbers.slice(0, w - 1) },
        })
      ).body.locked,
    ).toBe(true);
    await server.close();

    server = await harness.boot();
    token = await server.login();
    const active = (await server.request('GET', '/game/active', { token })).body.game;
    expect(active).toMatchObject({
      gameId: g.gameId,
      callsRevealed: w - 1,
      paused: false,
      commitment: g.commitment,
      status: 'ACTIVE',
    });
    expect(active.calledNumbers).toEqual(g.calledNumbers);
    expect(active.claims).toHaveLength(1);
    const relocked = await server.request('POST', `/game/isWinner/${g.gameId}/${loser}`, {
      token,
      body: { calledNumbers: g.calledNumbers.slice(0, w) },
    });
    expect(relocked.body.message).toBe('This card has been locked.');
    const won = await server.request('POST', `/game/isWinner/${g.gameId}/${g.winningCard}`, {
      token,
      body: { calledNumbers: g.calledNumbers.slice(0, w) },
    });
    expect(won.body).toMatchObject({ isWinner: true, payout: g.payoutToWinner });
    await server.close();
  } finally {
    await harness.dispose();
  }
});
