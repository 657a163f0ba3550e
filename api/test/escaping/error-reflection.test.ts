import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test-server';

// Error answers often quote what was asked (an unknown path, a bad field). Whatever they quote
// must reach the client as data, never as markup: JSON with <, > and & escaped, typed as JSON
// with nosniff; and the web app's HTML pages never echo the request.
const MARKUP = '<img src=x onerror=alert(1)>';
const ENCODED = encodeURIComponent(MARKUP);

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

async function raw(method: string, path: string, init: { body?: string; headers?: Record<string, string> } = {}) {
  const res = await fetch(server.url + path, { method, body: init.body, headers: init.headers });
  return {
    status: res.status,
    type: res.headers.get('content-type') ?? '',
    nosniff: res.headers.get('x-content-type-options'),
    text: await res.text(),
  };
}

/** fetch percent-encodes < and >; node:http sends the path as given. */
function rawPath(path: string): Promise<{ status: number; type: string; text: string }> {
  return new Promise((resolve, reject) => {
    const req = http.get(server.url + '/', { path }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (text += c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type'] ?? ''), text }),
      );
    });
    req.on('error', reject);
  });
}

function expectNoMarkup(answer: { text: string }) {
  expect(answer.text).not.toMatch(/<img|<script/i);
}

describe('error answers do not reflect input as markup', () => {
  it('unknown API paths: JSON 404, the path quoted escaped', async () => {
    for (const path of [`/api/${ENCODED}`, `/v2/admin/${ENCODED}`, `/game/${ENCODED}/x/y`]) {
      const answer = await raw('GET', path);
      expect(answer.status, path).toBe(404);
      expect(answer.type).toMatch(/^application\/json/);
      expect(answer.nosniff).toBe('nosniff');
      expectNoMarkup(answer);
    }
  });

  it('a path sent with raw < and > (as curl or a hostile client can): quoted, but escaped', async () => {
    const answer = await rawPath('/api/<script>alert(1)</script>');
    expect(answer.status).toBe(404);
    expect(answer.type).toMatch(/^application\/json/);
    expectNoMarkup(answer);
    expect(answer.text).toContain('\\u003cscript\\u003e');
    expect(JSON.parse(answer.text).message).toContain('<script>alert(1)</script>');
  });

  it('path parameters, query strings and bodies with markup: a 4xx in JSON, nothing unescaped', async () => {
    const token = await server.login('demo');
    const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const answers = [
      await raw('GET', `/game/${ENCODED}`, { headers: auth }),
      await raw('GET', `/admin/myGames?page=${ENCODED}`, { headers: auth }),
      await raw('POST', '/game/start', {
        headers: auth,
        body: JSON.stringify({ gameType: MARKUP, bettingAmount: MARKUP }),
      }),
      await raw('POST', '/api/admin/login', {
        headers: { 'content-type': 'application/json' },
        body: `{"username": ${MARKUP}`,
      }),
      await raw('POST', '/api/admin/login', {
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: MARKUP, password: MARKUP }),
      }),
      await raw('POST', `/game/isWinner/${ENCODED}/${ENCODED}`, {
        headers: auth,
        body: JSON.stringify({ calledNumbers: [MARKUP] }),
      }),
    ];
    for (const answer of answers) {
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
      expect(answer.type).toMatch(/^application\/json/);
      expectNoMarkup(answer);
    }
  });

  it('GraphQL errors quoting the query stay JSON', async () => {
    const answer = await raw('POST', '/graphql', {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: `{ me { username } ${MARKUP} }` }),
    });
    expect(answer.status).toBe(400);
    expect(answer.type).toMatch(/^application\/json/);
    expect(answer.nosniff).toBe('nosniff');
  });

  it('web app paths with markup: never echoed into HTML', async () => {
    for (const path of [`/${ENCODED}`, `/dashboard/${ENCODED}?q=${ENCODED}`]) {
      const answer = await raw('GET', path);
      expect(answer.status).toBeLessThan(500);
      expectNoMarkup(answer);
      if (answer.type.startsWith('text/html')) expect(answer.text).not.toContain(ENCODED);
    }
  });
});
