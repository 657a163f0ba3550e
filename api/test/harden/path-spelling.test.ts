import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlEm } from '../../src/shared/db/sql';
import { GUARDED_MOUNTS } from '../../src/shared/http/api-paths';
import { startTestServer, type TestServer } from '../test-server';

// A block that compared paths case-sensitively would let a blocked address reach GraphQL as
// /GRAPHQL, since Express routes case-insensitively. Over real HTTP, every guarded
// prefix is asked for with a real route in many spellings from a blocked address: each answer is
// the block (403 ADDRESS_BLOCKED) or "no such path" (404): never a handler's answer.

/** One real request per guarded prefix; `rest` is the path after the prefix. */
const PROBES: Record<string, { method: string; rest: string; body?: unknown }> = {
  '/api': { method: 'POST', rest: '/admin/login', body: { username: 'nobody', password: 'wrong-password' } },
  '/admin': { method: 'GET', rest: '/stats' },
  '/card': { method: 'GET', rest: '/sets' },
  '/game': { method: 'GET', rest: '/active' },
  '/bonus': { method: 'GET', rest: '/list' },
  '/free-game': { method: 'POST', rest: '/schedule', body: {} },
  '/current': { method: 'GET', rest: '' },
  '/inspect': { method: 'GET', rest: '/inspect-attempts' },
  '/v2': { method: 'GET', rest: '/admin/stats' },
  '/graphql': { method: 'POST', rest: '', body: { query: '{ __typename }' } },
};

function spellings(prefix: string, rest: string): string[] {
  const word = prefix.slice(1);
  const encodedFirst = `%${word.charCodeAt(0).toString(16)}${word.slice(1)}`;
  const variants = [
    word,
    word.toUpperCase(),
    word[0]!.toUpperCase() + word.slice(1),
    [...word].map((c, i) => (i % 2 ? c.toUpperCase() : c)).join(''),
    encodedFirst,
    encodedFirst.toUpperCase(),
  ];
  const paths = variants.flatMap((v) => [`/${v}${rest}`, `/${v}${rest}/`, `//${v}${rest}`]);
  if (rest)
    paths.push(
      `/${word}${rest.toUpperCase()}`,
      `/${word}/${rest.slice(1).replace(/./, (c) => `%${c.charCodeAt(0).toString(16)}`)}`,
    );
  return paths;
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  const until = new Date(Date.now() + 60 * 60_000);
  for (const address of ['127.0.0.1', '::ffff:127.0.0.1', '::1'])
    await sqlEm(server.orm).execute(
      'insert into sign_in_block (kind, key, blocked_until, created_at) values (?, ?, ?, ?)',
      ['ADDRESS', address, until, new Date()],
    );
});
afterAll(() => server?.close());

describe('the address block guards every spelling of every API prefix', () => {
  it('covers every guarded prefix', () => {
    expect(Object.keys(PROBES).sort()).toEqual([...GUARDED_MOUNTS].sort());
  });

  it.each(Object.entries(PROBES))('%s: blocked or not found, never answered', async (prefix, probe) => {
    const answered: string[] = [];
    for (const path of spellings(prefix, probe.rest)) {
      const res = await server.request(probe.method, path, { body: probe.body });
      const blocked = res.status === 403 && res.body?.code === 'ADDRESS_BLOCKED';
      if (!blocked && res.status !== 404) answered.push(`${probe.method} ${path} -> ${res.status}`);
    }
    expect(answered).toEqual([]);
    // The canonical spelling is one the block refuses (the probe is a real route).
    const canonical = await server.request(probe.method, prefix + probe.rest, { body: probe.body });
    expect(canonical.body?.code).toBe('ADDRESS_BLOCKED');
  });

  it('the health checks and the bare /admin page still answer a blocked address', async () => {
    expect((await server.request('GET', '/healthz')).status).toBe(200);
    expect((await server.request('GET', '/HEALTHZ')).status).toBe(200);
    expect((await server.request('GET', '/admin')).status).not.toBe(403);
    expect((await server.request('GET', '/Admin/')).status).not.toBe(403);
  });
});
