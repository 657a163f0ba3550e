import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { ServerProcess } from '../../../test/harden/server-process';
import { START } from '../../../test/helpers/game-fixtures';

/**
 * kill -9 between games and during one: the meters change in the game's own transaction, so after
 * each restart they equal the sum of the games that exist, to the santim (3 cards × 10 Birr each).
 */
it('meters equal the sum of their games after kill -9 between games and mid-game', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bingo-till-kill-'));
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
  const restart = async () => {
    await server.kill9(); // waits for the process to exit
    await server.start();
    return login();
  };
  const meters = async (token: string) => (await request('GET', '/api/shifts/meters', token)).body[0];
  try {
    await server.start();
    let token = await login();
    const shift = await request('POST', '/api/shifts', token, { counts: [{ birr: 100, count: 4 }] });
    expect(shift.status).toBe(201);
    const first = (await request('POST', '/game/start', token, START)).body;
    await request('POST', `/game/${first.gameId}/end`, token);
    token = await restart();
    expect(await meters(token)).toMatchObject({ cashInSantim: 3000, cashOutSantim: 0, games: 1 });
    const second = (await request('POST', '/game/start', token, START)).body;
    expect(second.gameId).toBeTruthy();
    token = await restart(); // mid-game: its start counted, its end not yet
    expect(await meters(token)).toMatchObject({ cashInSantim: 6000, cashOutSantim: 0, games: 2 });
    await request('POST', `/game/${second.gameId}/end`, token);
    expect(await meters(token)).toMatchObject({ cashInSantim: 6000, cashOutSantim: 0, games: 2 });
    const open = (await request('GET', '/api/shifts/current', token)).body.shift;
    expect(open).toMatchObject({ floatSantim: 40_000, cashInSantim: 6000, games: 2, expectedSantim: 46_000 });
  } finally {
    await server.kill9();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}, 240_000);
