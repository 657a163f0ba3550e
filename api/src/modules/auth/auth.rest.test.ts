import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { AccountSchema } from '../account';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe('POST /api/admin/login', () => {
  it('signs the demo host in and answers token, username and adminId', async () => {
    const res = await server.request('POST', '/api/admin/login', { body: { username: 'demo', password: 'demo1234' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ username: 'demo', role: 'HOST' });
    expect(res.body.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    const account = await server.orm.em.fork().findOneOrFail(AccountSchema, { username: 'demo' });
    expect(res.body.adminId).toBe(account.id);
  });

  it('answers the same 401 message for a wrong password and for an unknown user', async () => {
    const wrong = await server.request('POST', '/api/admin/login', { body: { username: 'demo', password: 'nope' } });
    const unknown = await server.request('POST', '/api/admin/login', { body: { username: 'ghost', password: 'nope' } });
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401);
      expect(res.body.message).toBe('Invalid username or password');
    }
  });

  it('is also served under /v2, the second backend base', async () => {
    const res = await server.request('POST', '/v2/api/admin/login', {
      body: { username: 'demo', password: 'demo1234' },
    });
    expect(res.status).toBe(200);
    expect(res.body.username).toBe('demo');
  });

  it.each([
    ['missing password', { username: 'demo' }, /password is required/],
    ['missing username', { password: 'demo1234' }, /username/],
    ['wrong types', { username: 42, password: ['x'] }, /username must be a string.*password must be a string/],
    ['empty strings', { username: '', password: '' }, /required/],
    ['a JSON array', [1, 2], /JSON object/],
  ])('refuses %s with 400 and a message', async (_name, body, message) => {
    const res = await server.request('POST', '/api/admin/login', { body });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(message);
  });

  it('refuses malformed JSON with 400, not 500', async () => {
    const res = await server.request('POST', '/api/admin/login', {
      rawBody: '{"username": "demo",',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('The request body is not valid JSON');
  });

  it('refuses a 5 MB body with 413', async () => {
    const res = await server.request('POST', '/api/admin/login', {
      rawBody: JSON.stringify({ username: 'demo', password: 'x'.repeat(5 * 1024 * 1024) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(413);
    expect(res.body.message).toMatch(/too large/);
  });

  it('keeps a blocked account out even with the right password', async () => {
    const em = server.orm.em.fork();
    await em.nativeUpdate(AccountSchema, { username: 'superadmin' }, { blocked: true });
    const res = await server.request('POST', '/api/admin/login', {
      body: { username: 'superadmin', password: 'demo1234' },
    });
    expect(res.status).toBe(403);
    await em.nativeUpdate(AccountSchema, { username: 'superadmin' }, { blocked: false });
  });
});

describe('GET /admin/validate-token', () => {
  it('says valid for a fresh token, on both bases', async () => {
    const token = await server.login();
    for (const base of ['', '/v2']) {
      const res = await server.request('GET', `${base}/admin/validate-token`, { token });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ valid: true });
    }
  });

  it('says invalid with no token, a forged token, or a garbage header', async () => {
    const token = await server.login();
    const [header, payload] = token.split('.');
    const forged = `${header}.${payload}.${'A'.repeat(43)}`;
    for (const headers of [
      {} as Record<string, string>,
      { authorization: `Bearer ${forged}` },
      { authorization: 'Basic abc' },
      { authorization: 'Bearer' },
    ]) {
      const res = await server.request('GET', '/admin/validate-token', { headers });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ valid: false });
    }
  });

  it('revokes tokens when the account token version moves (block, password change)', async () => {
    const token = await server.login();
    const em = server.orm.em.fork();
    const account = await em.findOneOrFail(AccountSchema, { username: 'demo' });
    // Behind the API's back, as another instance would: refused once the trigger's event is heard
    // (docs/roles-and-accounts.md#account-checks; actor-cache.revocation.test.ts has the API's own path).
    await em.nativeUpdate(AccountSchema, { id: account.id }, { tokenVersion: account.tokenVersion + 1 });
    await server.heard();
    const res = await server.request('GET', '/admin/validate-token', { token });
    expect(res.body).toEqual({ valid: false });
  });
});

describe('API paths the server does not have', () => {
  it.each(['/admin/nope', '/v2/game/does/not/exist', '/api/whatever', '/card'])(
    'answer %s with a JSON 404',
    async (path) => {
      const res = await server.request('GET', path);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/application\/json/);
      expect(res.body.message).toMatch(/No API endpoint/);
    },
  );
});

describe('GET /healthz', () => {
  it('answers ok while the process runs (no database check: that is /readyz)', async () => {
    const res = await server.request('GET', '/healthz');
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('ok');
    expect(res.headers.get('x-request-id')).toBeTruthy();
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
  });
});
