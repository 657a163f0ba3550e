import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { verifyDraw } from '@bingo/core';
import { restartableServer } from '../../../test/restartable-server';
import { ServerProcess } from '../../../test/harden/server-process';
import { drawOf, setRevealed, START } from '../../../test/helpers/game-fixtures';

it('a server restart loses nothing: the active game, its order, clock and claims continue', async () => {
  const harness = await restartableServer();
  try {
    let server = await harness.boot();
    let token = await server.login();
    const g = (
      await server.request('POST', '/game/start', { token, body: { ...START, cardPaletteNumbers: [31, 32, 33, 34] } })
    ).body;
    const { order, plan } = await drawOf(server, g.gameId);
    const w = plan.winningCalls!;
    const loser = [31, 32, 33, 34].find((n) => n !== plan.winningCard)!;
    await setRevealed(server, g.gameId, w - 1);
    expect((await server.request('POST', `/game/isWinner/${g.gameId}/${loser}`, { token, body: {} })).body.locked).toBe(
      true,
    );
    await server.close();

    server = await harness.boot();
    token = await server.login();
    const active = (await server.request('GET', '/game/active', { token })).body.game;
    expect(active).toMatchObject({
      gameId: g.gameId,
      callsRevealed: w - 1,
      paused: true,
      commitment: g.commitment,
      status: 'ACTIVE',
      winningCard: null,
    });
    expect(active.calledNumbers).toEqual(order.slice(0, w - 1));
    expect(active.claims).toHaveLength(1);
    await setRevealed(server, g.gameId, w);
    const relocked = await server.request('POST', `/game/isWinner/${g.gameId}/${loser}`, { token, body: {} });
    expect(relocked.body.message).toBe('This card has been locked.');
    const won = await server.request('POST', `/game/isWinner/${g.gameId}/${plan.winningCard}`, { token, body: {} });
    expect(won.body).toMatchObject({ isWinner: true, payout: plan.payoutToWinner / 100 });
    await server.close();
  } finally {
    await harness.dispose();
  }
});

/**
 * kill -9 while the clock runs. The check does not depend on how fast this machine is: the clock's
 * origin is the PLAY recorded at the database's clock, so nextCallAt before and after the crash must
 * differ by a whole number of intervals, equal to the calls revealed meanwhile, and the calls after
 * the restart must extend the calls before it (none repeated, none skipped).
 */
it('kill -9 mid-game and restart: the clock continues where it says, no call repeated or skipped', async () => {
  const SPEED = 10_000;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bingo-clock-kill-'));
  const server = await ServerProcess.create({ dataDir });
  const request = async (method: string, urlPath: string, token?: string, body?: unknown) => {
    const res = await fetch(server.url + urlPath, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as any };
  };
  const login = async () =>
    (await request('POST', '/api/admin/login', undefined, { username: 'demo', password: 'demo1234' })).body
      .token as string;
  try {
    await server.start();
    let token = await login();
    // The slowest regular pace: nobody watches this game, so a restart slower than two call
    // intervals (a loaded machine) would rightly pause it as an empty room before it is read.
    const g = (await request('POST', '/game/start', token, { ...START, callSpeed: SPEED })).body;
    expect(g.calledNumbers).toEqual([]);
    const played = (await request('POST', `/game/${g.gameId}/play`, token)).body;
    expect(played.callsRevealed).toBe(1);
    const before = (await request('GET', `/game/${g.gameId}/calls`, token)).body;
    await server.kill9(); // resolves once the process is gone: its port and data folder are free
    await server.start();
    token = await login();
    const after = (await request('GET', `/game/${g.gameId}/calls`, token)).body;
    expect(after).toMatchObject({ paused: false, ended: false });
    expect(after.callsRevealed).toBeGreaterThanOrEqual(before.callsRevealed);
    expect(after.calledNumbers.slice(0, before.callsRevealed)).toEqual(before.calledNumbers);
    expect(Date.parse(after.nextCallAt) - Date.parse(played.nextCallAt)).toBe(SPEED * (after.callsRevealed - 1));
    // The clock is still one clock: pause, and the count stays.
    const paused = (await request('POST', `/game/${g.gameId}/pause`, token)).body;
    const later = (await request('GET', `/game/${g.gameId}/calls`, token)).body;
    expect(later.callsRevealed).toBe(paused.callsRevealed);
    const end = (await request('POST', `/game/${g.gameId}/end`, token)).body;
    const ended = (await request('GET', `/game/${g.gameId}/calls`, token)).body;
    expect(ended.calledNumbers.slice(0, after.callsRevealed)).toEqual(after.calledNumbers);
    expect(verifyDraw(end.seed, g.commitment, ended.calledNumbers)).toBe(true);
  } finally {
    await server.kill9();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}, 240_000);
