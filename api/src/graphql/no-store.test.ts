import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../test/helpers/use-test-server';

// GraphQL answers are live state (a game's clock, a wallet): no browser or proxy may keep one.
// Apollo's cache-control plugin is disabled (app.ts: it cost every field of every answer); the
// header it set comes from the app itself.

const ctx = useTestServer();

describe('GraphQL answers are never stored', () => {
  it('a query over POST, over GET, and an error all answer cache-control: no-store', async () => {
    const post = await fetch(`${ctx.server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${ctx.token}` },
      body: JSON.stringify({ query: '{ me { username } }' }),
    });
    expect(post.status).toBe(200);
    expect(((await post.json()) as { data: { me: { username: string } } }).data.me.username).toBe('demo');
    expect(post.headers.get('cache-control')).toBe('no-store');

    // GET is allowed for queries (with a header that a cross-site form cannot send: CSRF prevention).
    const get = await fetch(`${ctx.server.url}/graphql?query=${encodeURIComponent('{ me { username } }')}`, {
      headers: { authorization: `Bearer ${ctx.token}`, 'apollo-require-preflight': 'true' },
    });
    expect(get.status).toBe(200);
    expect(get.headers.get('cache-control')).toBe('no-store');

    const bad = await fetch(`${ctx.server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${ctx.token}` },
      body: JSON.stringify({ query: '{ noSuchField }' }),
    });
    expect(bad.status).toBe(400);
    expect(bad.headers.get('cache-control')).toBe('no-store');
  });
});
