import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { createAccount } from '../account';

// A personal API token must not survive a password change nor come back on unblock: the token check
// compares the account's token version with the one the token was created under.
let server: TestServer;
let admin: string;
let adminStepUp: string;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login('superadmin');
  adminStepUp = await server.stepUp(admin);
});
afterAll(() => server?.close());

let seq = 0;
async function hostWithToken() {
  const account = await createAccount(server.orm, {
    username: `token-host-${++seq}`,
    password: 'host-pass-123',
    role: 'HOST',
    cardSetId: 1,
  });
  const session = await server.login(account.username, 'host-pass-123');
  const made = await server.request('POST', '/admin/api-tokens', { token: session, body: { name: 'report' } });
  expect(made.status).toBe(201);
  return { id: account.id, session, token: made.body.token as string, tokenId: made.body.apiToken.id as string };
}

const reads = async (token: string) => (await server.request('GET', '/admin/stats', { token })).status;
const setBlocked = (id: string, blocked: boolean) =>
  server.graphql(
    'mutation($id: ID!, $b: Boolean!) { setHostBlocked(hostId: $id, blocked: $b) { isBlocked } }',
    { id, b: blocked },
    admin,
  );

describe('API tokens are revoked with the sessions', () => {
  it('a password change revokes them for good', async () => {
    const h = await hostWithToken();
    expect(await reads(h.token)).toBe(200);
    const changed = await server.graphql(
      'mutation($id: ID!) { changePassword(input: { adminId: $id, newPassword: "new-pass-456" }) }',
      { id: h.id },
      admin,
      { 'x-step-up': adminStepUp },
    );
    expect(changed.body.errors, JSON.stringify(changed.body.errors)).toBeUndefined();
    expect(await reads(h.token)).toBe(401);
    const listed = await server.graphql(
      'query($id: ID) { apiTokens(accountId: $id) { id active revokedAt } }',
      { id: h.id },
      admin,
    );
    expect(listed.body.data.apiTokens).toEqual([{ id: h.tokenId, active: false, revokedAt: null }]);
  });

  it('a block revokes them, and an unblock does not bring them back', async () => {
    const h = await hostWithToken();
    expect(await reads(h.token)).toBe(200);
    await setBlocked(h.id, true);
    expect(await reads(h.token)).toBe(401);
    await setBlocked(h.id, false);
    expect(await reads(h.token)).toBe(401);
    // A token made after the unblock works.
    const session = await server.login(`token-host-${seq}`, 'host-pass-123');
    const fresh = await server.request('POST', '/admin/api-tokens', { token: session, body: { name: 'again' } });
    expect(await reads(fresh.body.token)).toBe(200);
  });
});

describe('listing and revoking tokens', () => {
  it("the owner lists and revokes its own; the super admin lists and revokes anyone's", async () => {
    const a = await hostWithToken();
    const b = await hostWithToken();
    const own = await server.request('GET', '/admin/api-tokens', { token: a.session });
    expect(own.body.map((t: { id: string }) => t.id)).toEqual([a.tokenId]);
    expect(own.body[0]).toMatchObject({ active: true, accountId: a.id });
    // Another account's tokens: not for a host, in either transport.
    expect((await server.request('GET', `/admin/api-tokens?accountId=${b.id}`, { token: a.session })).status).toBe(403);
    expect((await server.request('DELETE', `/admin/api-tokens/${b.tokenId}`, { token: a.session })).status).toBe(404);
    const all = await server.graphql('{ apiTokens(allAccounts: true) { id username active } }', {}, admin);
    expect(all.body.data.apiTokens.map((t: { id: string }) => t.id)).toEqual(
      expect.arrayContaining([a.tokenId, b.tokenId]),
    );
    const revoked = await server.graphql(
      'mutation($id: ID!) { revokeApiToken(id: $id) { id active revokedAt } }',
      { id: b.tokenId },
      admin,
    );
    expect(revoked.body.data.revokeApiToken).toMatchObject({ id: b.tokenId, active: false });
    expect(await reads(b.token)).toBe(401);
    expect((await server.request('DELETE', `/admin/api-tokens/${a.tokenId}`, { token: a.session })).status).toBe(200);
    expect(await reads(a.token)).toBe(401);
  });
});
