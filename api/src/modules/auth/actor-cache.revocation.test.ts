import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { AccountSchema, createAccount } from '../account';
import { executeOnPool } from '../../shared/db/parameterized';

// Accounts are remembered between requests (docs/roles-and-accounts.md#account-checks); a change
// must still refuse the account's tokens: at once when made through the API, and within the event
// bus's delivery when made behind its back (another instance, a script): the database trigger.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const validate = async (token: string) =>
  (await server.request('GET', '/admin/validate-token', { token })).body as { valid: boolean };

async function newHost(username: string): Promise<{ id: string; token: string }> {
  const account = await createAccount(server.orm, { username, password: 'host-pass-1', role: 'HOST', cardSetId: 1 });
  return { id: account.id, token: await server.login(username, 'host-pass-1') };
}

describe('remembered accounts', () => {
  it("a block through the API refuses the blocked account's next request at once", async () => {
    const superToken = await server.login('superadmin');
    const host = await newHost('cached-host-1');
    for (let i = 0; i < 3; i++) expect(await validate(host.token)).toEqual({ valid: true }); // remembered now

    const blocked = await server.request('POST', `/admin/${host.id}/block`, { token: superToken });
    expect(blocked.status).toBe(200);
    expect(await validate(host.token)).toEqual({ valid: false }); // no wait: forgotten at the commit
    expect((await server.request('GET', '/game/active', { token: host.token })).status).toBe(401);

    await server.request('POST', `/admin/${host.id}/unblock`, { token: superToken });
    expect(await validate(host.token)).toEqual({ valid: false }); // the block moved the token version on
    expect(await validate(await server.login('cached-host-1', 'host-pass-1'))).toEqual({ valid: true });
  });

  it("a change behind the API's back (another instance, a script) is heard from the database", async () => {
    const host = await newHost('cached-host-2');
    expect(await validate(host.token)).toEqual({ valid: true });
    expect(await validate(host.token)).toEqual({ valid: true });

    await executeOnPool(server.orm, 'update account set token_version = token_version + 1 where id = ?', [host.id]);
    await server.heard(); // the trigger's event, not the remembering's age limit (60 s), is what forgets it
    expect(await validate(host.token)).toEqual({ valid: false });

    // A wallet move touches none of the account's sign-in state: nothing is announced, nothing forgotten.
    const fresh = await server.login('cached-host-2', 'host-pass-1');
    expect(await validate(fresh)).toEqual({ valid: true });
    await server.orm.em.fork().nativeUpdate(AccountSchema, { id: host.id }, { walletBalance: 5_000 });
    await server.heard();
    expect(await validate(fresh)).toEqual({ valid: true });
  });
});
