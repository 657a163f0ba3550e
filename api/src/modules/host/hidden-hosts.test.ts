import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { createAccount } from '../account';

// A name the hiding rules match ("hawassatest9" matches "test") would hide a host from every table
// and total while it signs in and plays, and block/top-up would answer 404: registration refuses it.
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

describe('hidden usernames', () => {
  it.each([
    ['hawassatest9', /usernames containing "test" \(any case\) are kept for test accounts/],
    ['hawassa-latest', /containing "test"/],
    ['hawassa1-old', /ending in "-old"/],
    // Upper case and "/" never pass the username format (lower case, digits, . _ -) anyway.
  ])('registration refuses %s, naming the rule', async (username, rule) => {
    const res = await server.request('POST', '/admin/canine/secure/register', {
      token: owner,
      headers: { 'x-step-up': ownerStepUp },
      body: { username, password: 'host-pass-123', initialWallet: 100 },
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('BAD_INPUT');
    expect(res.body.message).toMatch(rule);
    expect(res.body.message).toContain(`"${username}" would be hidden`);
    const gql = await server.graphql(
      'mutation($u: String!) { registerHost(input: { username: $u, password: "host-pass-123" }) { id } }',
      { u: username },
      admin,
    );
    expect(gql.body.errors[0].extensions.appCode).toBe('BAD_INPUT');
    expect(gql.body.errors[0].message).toMatch(rule);
  });

  it('the super admin lists hidden hosts with a filter and acts on them through the usual operations', async () => {
    const legacy = await createAccount(server.orm, {
      username: 'hawassatest7',
      password: 'host-pass-123',
      role: 'HOST',
      cardSetId: 1,
    });
    await createAccount(server.orm, { username: 'ale1-old', password: 'host-pass-123', role: 'HOST', cardSetId: 1 });
    const list = async (filter: string | null, token = admin) =>
      server.graphql(
        'query($f: String) { hiddenHosts(filter: $f) { id username hiddenBy isBlocked walletBalanceSantim } }',
        { f: filter },
        token,
      );
    const all = (await list(null)).body.data.hiddenHosts.map((h: { username: string }) => h.username);
    expect(all).toEqual(expect.arrayContaining(['hawassatest7', 'ale1-old']));
    const filtered = (await list('TEST7')).body.data.hiddenHosts;
    expect(filtered).toEqual([
      expect.objectContaining({ username: 'hawassatest7', hiddenBy: 'test', isBlocked: false }),
    ]);
    expect((await list(null, owner)).body.errors[0].extensions.code).toBe('FORBIDDEN');

    const blocked = await server.graphql(
      'mutation($id: ID!) { setHostBlocked(hostId: $id, blocked: true) { isBlocked } }',
      { id: legacy.id },
      admin,
    );
    expect(blocked.body.data.setHostBlocked.isBlocked).toBe(true);
    const topUp = await server.request('PUT', `/admin/arif/offense/${legacy.id}/update/wallet`, {
      token: admin,
      headers: { 'x-step-up': adminStepUp },
      body: { amount: 50, username: 'superadmin', password: 'demo1234' },
    });
    expect(topUp.status, JSON.stringify(topUp.body)).toBeLessThan(300);
    expect((await list('hawassatest7')).body.data.hiddenHosts[0]).toMatchObject({
      isBlocked: true,
      walletBalanceSantim: 5_000,
    });
    // Owners still never reach a hidden host.
    const asOwner = await server.graphql(
      'mutation($id: ID!) { setHostBlocked(hostId: $id, blocked: false) { isBlocked } }',
      { id: legacy.id },
      owner,
    );
    expect(asOwner.body.errors[0].extensions.appCode).toBe('NOT_FOUND');
  });
});
