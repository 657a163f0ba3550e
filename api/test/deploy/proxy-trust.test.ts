import fs from 'node:fs';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import express, { type Request } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { sqlEm } from '../../src/shared/db/sql';
import { clientAddress } from '../../src/shared/rest/request';
import { testClock } from '../helpers/test-clock';
import { startTestServer, type TestServer } from '../test-server';

// Were compose to trust every private address (`uniquelocal`) and nginx to append to the client's
// own X-Forwarded-For, a LAN client would write its own address: it could escape a block or get
// another address blocked. Only the proxy is trusted, and nginx overwrites the header.
const ROOT = path.resolve(import.meta.dirname, '../../..');
const compose = parse(fs.readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8'), { merge: true });
const nginx = fs.readFileSync(path.join(ROOT, 'docker/nginx.conf'), 'utf8');
const TRUST_PROXY: string = compose.services.api1.environment.TRUST_PROXY;
const PROXY_ADDRESS: string = compose.services.proxy.networks.default.ipv4_address;

/** The address the API uses for a peer and its headers, through Express's own trust-proxy logic. */
function addressSeen(trust: string, peer: string, forwardedFor?: string): string {
  const app = express();
  app.set('trust proxy', trust);
  const socket = { remoteAddress: peer } as IncomingMessage['socket'];
  const req = Object.create(app.request, {
    headers: { value: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {} },
    socket: { value: socket },
    connection: { value: socket },
  }) as Request;
  return clientAddress(req);
}

describe('the deployed trust configuration', () => {
  it('trusts only the proxy, at the fixed address it has on the compose network', () => {
    expect(TRUST_PROXY).toBe(PROXY_ADDRESS);
    const subnet = compose.networks.default.ipam.config[0].subnet as string;
    expect(PROXY_ADDRESS.startsWith(subnet.split('.').slice(0, 3).join('.') + '.')).toBe(true);
  });

  it('nginx overwrites X-Forwarded-For with the peer address, never appends to it', () => {
    expect(nginx).toMatch(/proxy_set_header X-Forwarded-For \$remote_addr;/);
    expect(nginx).not.toContain('$proxy_add_x_forwarded_for');
  });

  it('a client on a private address cannot choose its address with a forged header', () => {
    for (const peer of ['192.168.1.50', '10.0.0.7', '172.30.0.99', '172.17.0.2'])
      for (const forged of ['203.0.113.7', '10.0.0.1', '203.0.113.7, 172.30.0.10'])
        expect(addressSeen(TRUST_PROXY, peer, forged), `${peer} forging ${forged}`).toBe(peer);
  });

  it('through the proxy, the client address is the one nginx wrote', () => {
    // nginx sends exactly the peer's address ($remote_addr), whatever the client sent.
    expect(addressSeen(TRUST_PROXY, PROXY_ADDRESS, '203.0.113.7')).toBe('203.0.113.7');
    expect(addressSeen(TRUST_PROXY, PROXY_ADDRESS, '192.168.1.50')).toBe('192.168.1.50');
  });
});

describe('over real HTTP with the deployed trust setting', () => {
  let server: TestServer;
  const clock = testClock();
  beforeAll(async () => {
    server = await startTestServer({ TRUST_PROXY }, { now: clock.now });
  });
  afterAll(() => server?.close());

  it('a forged X-Forwarded-For neither escapes a block nor frames another address', async () => {
    const forged = { 'x-forwarded-for': '198.51.100.23' };
    const login = await server.request('POST', '/api/admin/login', {
      body: { username: 'demo', password: 'not-the-password' },
      headers: forged,
    });
    expect(login.status).toBe(401);
    const rows = await sqlEm(server.orm).execute<{ address: string }[]>(
      'select address from login_attempt order by created_at desc limit 1',
    );
    expect(rows[0]!.address).not.toBe('198.51.100.23');
    expect(rows[0]!.address).toMatch(/127\.0\.0\.1|::1/);

    await sqlEm(server.orm).execute(
      'insert into sign_in_block (kind, key, blocked_until, created_at) values (?, ?, ?, ?)',
      ['ADDRESS', rows[0]!.address, new Date(Date.now() + 60 * 60_000), new Date()],
    );
    clock.advance(2100); // past the guard's 2 s memo
    const escaped = await server.request('POST', '/graphql', {
      body: { query: '{ __typename }' },
      headers: { 'x-forwarded-for': '198.51.100.24' },
    });
    expect(escaped.status).toBe(403);
    expect(escaped.body.code).toBe('ADDRESS_BLOCKED');
  });
});
