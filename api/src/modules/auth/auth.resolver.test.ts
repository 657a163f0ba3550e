import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const LOGIN = `mutation Login($input: LoginInput!) { login(input: $input) { token username adminId role expiresAt } }`;

describe('GraphQL sign-in', () => {
  it('login answers a token that REST accepts too (one auth service behind both)', async () => {
    const res = await server.graphql(LOGIN, { input: { username: 'demo', password: 'demo1234' } });
    expect(res.status).toBe(200);
    const payload = res.body.data.login;
    expect(payload).toMatchObject({ username: 'demo', role: 'HOST' });
    const hours = (Date.parse(payload.expiresAt) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(11.9);
    expect(hours).toBeLessThanOrEqual(12);
    const rest = await server.request('GET', '/admin/validate-token', { token: payload.token });
    expect(rest.body.valid).toBe(true);
  });

  it('login failure is UNAUTHENTICATED with the specification message', async () => {
    const res = await server.graphql(LOGIN, { input: { username: 'demo', password: 'wrong' } });
    expect(res.body.data).toBeNull();
    expect(res.body.errors[0]).toMatchObject({
      message: 'Invalid username or password',
      extensions: { code: 'UNAUTHENTICATED', appCode: 'INVALID_CREDENTIALS' },
    });
  });

  it('validates input with the same rules as REST', async () => {
    const res = await server.graphql(LOGIN, { input: { username: '', password: 'x' } });
    expect(res.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(res.body.errors[0].message).toMatch(/username is required/);
  });

  it('me needs a token and answers the signed-in account', async () => {
    const anonymous = await server.graphql('{ me { username } }');
    expect(anonymous.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');

    const token = await server.login();
    const res = await server.graphql(
      '{ me { username role cardSet api walletBalance: walletBalanceSantim } }',
      undefined,
      token,
    );
    expect(res.body.data.me).toEqual({ username: 'demo', role: 'HOST', cardSet: 1, api: 'v1', walletBalance: 500_000 });
  });

  it('me answers a host its commission rate (the multiplier setup previews N x (1 - r)); other roles null', async () => {
    const host = await server.graphql('{ me { commissionRate } }', undefined, await server.login());
    expect(host.body.data.me.commissionRate).toBe(0.2);
    const owner = await server.graphql('{ me { commissionRate } }', undefined, await server.login('owner.hawassa'));
    expect(owner.body.data.me.commissionRate).toBeNull();
  });

  it('validateToken is false without a token and true with one', async () => {
    expect((await server.graphql('{ validateToken }')).body.data.validateToken).toBe(false);
    const token = await server.login();
    expect((await server.graphql('{ validateToken }', undefined, token)).body.data.validateToken).toBe(true);
  });

  it('answers a malformed query with 400 and no stack trace', async () => {
    const res = await server.graphql('{ me { ');
    expect(res.status).toBe(400);
    expect(res.body.errors[0].extensions.code).toBe('GRAPHQL_PARSE_FAILED');
    expect(JSON.stringify(res.body)).not.toMatch(/stacktrace|at \w+ \(/);
  });

  it('answers a query for an unknown field with 400', async () => {
    const res = await server.graphql('{ nothingHere }');
    expect(res.status).toBe(400);
    expect(res.body.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });
});
