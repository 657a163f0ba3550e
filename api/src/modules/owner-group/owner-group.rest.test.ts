import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe('the owner group', () => {
  it("answers the owner's own group with its super-account wallet, which a top-up lowers", async () => {
    const token = await server.login('owner.hawassa');
    const before = await server.graphql(
      '{ myOwnerGroup { name prefixes canEditCommission cardSetIds superAccountWallet: superAccountWalletSantim } }',
      undefined,
      token,
    );
    expect(before.body.data.myOwnerGroup).toEqual({
      name: 'hawassa',
      prefixes: ['hawassa'],
      canEditCommission: true,
      cardSetIds: [1],
      superAccountWallet: 10_000_000,
    });
    const hosts = await server.graphql('{ hosts { id username } }', undefined, token);
    const hostId = hosts.body.data.hosts.find((h: { username: string }) => h.username === 'hawassa1').id;
    const stepUp = await server.stepUp(token);
    await server.graphql(
      'mutation($id: ID!) { topUpHost(input: { hostId: $id, amountSantim: 1000000 }) { walletBalance: walletBalanceSantim } }',
      { id: hostId },
      token,
      { 'x-step-up': stepUp },
    );
    const after = await server.request('GET', '/admin/owner-group', { token });
    expect(after.body).toMatchObject({ name: 'hawassa', superAccountWallet: 90_000 });
  });

  it('is for owners only', async () => {
    expect((await server.request('GET', '/admin/owner-group', { token: await server.login('demo') })).status).toBe(403);
    expect(
      (await server.graphql('{ myOwnerGroup { name } }', undefined, await server.login('superadmin'))).body.errors[0]
        .extensions.code,
    ).toBe('FORBIDDEN');
    expect((await server.request('GET', '/admin/owner-group')).status).toBe(401);
  });
});
