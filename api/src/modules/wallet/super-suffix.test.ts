import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { createAccount } from '../account';

// A host named like a super account ("hawassa2super") was registered, topped up 10,000 Birr by
// its owner, and the top-up vanished from every transactions list, which hid names by ending.
let server: TestServer;
let owner: string;
let ownerStepUp: string;
let admin: string;
let adminStepUp: string;
beforeAll(async () => {
  server = await startTestServer();
  owner = await server.login('owner.hawassa');
  ownerStepUp = await server.stepUp(owner);
  admin = await server.login('superadmin');
  adminStepUp = await server.stepUp(admin);
});
afterAll(() => server?.close());

const SUPER_RULE = /"hawassa2super" is kept for owner groups: usernames ending in "super"/;

describe('usernames ending in "super"', () => {
  it('registration refuses them, by an owner or the super admin, on either transport', async () => {
    const rest = await server.request('POST', '/admin/canine/secure/register', {
      token: owner,
      headers: { 'x-step-up': ownerStepUp },
      body: { username: 'hawassa2super', password: 'host-pass-123', initialWallet: 100 },
    });
    expect(rest.status).toBe(400);
    expect(rest.body).toMatchObject({ code: 'BAD_INPUT', message: expect.stringMatching(SUPER_RULE) });
    const gql = await server.graphql(
      'mutation { registerHost(input: { username: "hawassa2super", password: "host-pass-123" }) { id } }',
      undefined,
      admin,
    );
    expect(gql.body.errors[0].extensions.appCode).toBe('BAD_INPUT');
    expect(gql.body.errors[0].message).toMatch(SUPER_RULE);
  });

  it('an owner account cannot take a future group super account name either', async () => {
    const res = await server.graphql(
      'mutation { createOwnerAccount(input: { groupId: 1, username: "adamasuper", password: "owner-pass-1" }) { id } }',
      undefined,
      admin,
    );
    expect(res.body.errors[0].extensions.appCode).toBe('BAD_INPUT');
    expect(res.body.errors[0].message).toContain('"adamasuper" is kept for owner groups');
    const group = await server.graphql(
      'mutation { createOwnerGroup(input: { name: "adama", prefixes: ["adama"], cardSetIds: [1] }) { superAccount { username } } }',
      undefined,
      admin,
    );
    expect(group.body.data.createOwnerGroup.superAccount.username).toBe('adamasuper');
  });

  it('a host already named so shows its top-up to its owner and the super admin; super accounts stay out', async () => {
    const host = await createAccount(server.orm, {
      username: 'hawassa2super',
      password: 'host-pass-123',
      role: 'HOST',
      cardSetId: 1,
    });
    const topUp = await server.request('PUT', `/admin/arif/offense/${host.id}/update/wallet`, {
      token: owner,
      headers: { 'x-step-up': ownerStepUp },
      body: { amount: 10_000 },
    });
    expect(topUp.status, JSON.stringify(topUp.body)).toBe(200);
    for (const token of [owner, admin]) {
      const rest = await server.request('GET', '/admin/transactions', { token });
      expect(rest.body).toContainEqual(
        expect.objectContaining({ toAdmin: { username: 'hawassa2super' }, amount: 10_000, kind: 'TOP_UP' }),
      );
      const gql = await server.graphql('{ walletTransactions { toAdmin amountSantim } }', undefined, token);
      expect(gql.body.data.walletTransactions).toContainEqual({ toAdmin: 'hawassa2super', amountSantim: 1_000_000 });
      const names = gql.body.data.walletTransactions.map((t: { toAdmin: string }) => t.toAdmin);
      expect(names).not.toContain('hawassasuper');
    }
    // The super admin funds a group's super account: an adjustment that is not a host's credit.
    const groups = await server.graphql('{ ownerGroups { superAccount { id username } } }', undefined, admin);
    const hawassaSuper = groups.body.data.ownerGroups
      .map((g: { superAccount: { id: string; username: string } }) => g.superAccount)
      .find((s: { username: string }) => s.username === 'hawassasuper');
    const funded = await server.graphql(
      'mutation($id: ID!) { adjustHostWallet(input: { hostId: $id, amountSantim: 500 }) { walletBalanceSantim } }',
      { id: hawassaSuper.id },
      admin,
      { 'x-step-up': adminStepUp },
    );
    expect(funded.body.errors).toBeUndefined();
    const after = await server.graphql('{ walletTransactions { toAdmin } }', undefined, admin);
    expect(after.body.data.walletTransactions.map((t: { toAdmin: string }) => t.toAdmin)).not.toContain('hawassasuper');
  });
});
