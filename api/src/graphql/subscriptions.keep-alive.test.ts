import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startTestServer, type TestServer } from '../../test/test-server';

// Every open WebSocket is pinged each SOCKET_PING_MS (200 ms here, 30 s by default); a socket that
// has not answered by the next ping is closed, so a dead room display frees its server resources.

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer({ SOCKET_PING_MS: '200' });
  token = await server.login();
});
afterAll(() => server?.close());

/** A signed-in graphql-ws connection over a raw socket; `autoPong: false` never answers a ping. */
async function connection(autoPong: boolean): Promise<WebSocket> {
  const socket = new WebSocket(`${server.url.replace(/^http/, 'ws')}/graphql`, 'graphql-transport-ws', { autoPong });
  await once(socket, 'open');
  socket.send(JSON.stringify({ type: 'connection_init', payload: { authorization: `Bearer ${token}` } }));
  const [ack] = await once(socket, 'message');
  expect(JSON.parse(String(ack))).toMatchObject({ type: 'connection_ack' });
  return socket;
}

describe('keep-alive pings', () => {
  it('a socket that answers stays open; one that does not is closed within two periods', async () => {
    const answering = await connection(true);
    const silent = await connection(false);
    let pings = 0;
    answering.on('ping', () => pings++);
    const started = Date.now();
    const [code] = (await once(silent, 'close')) as [number];
    expect(code).toBe(1006); // terminated by the server, no close frame
    expect(Date.now() - started).toBeLessThan(2_000);
    await expect.poll(() => pings, { timeout: 3_000 }).toBeGreaterThanOrEqual(3);
    expect(answering.readyState).toBe(WebSocket.OPEN);
    answering.close();
  });
});
