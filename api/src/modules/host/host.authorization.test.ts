import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { accountsSnapshot } from '../../../test/db-snapshot';
import { AccountSchema } from '../account';

/**
 * The authorization matrix of the accounts API: every REST path and GraphQL operation, called
 * as each kind of caller, answers exactly the expected allow/deny, and a denied call changes
 * nothing in the database.
 */
type Caller = 'anonymous' | 'host' | 'otherHost' | 'owner' | 'otherOwner' | 'superAdmin';
const CALLERS: Record<Exclude<Caller, 'anonymous'>, string> = {
  host: 'hawassa1',
  otherHost: 'ale1',
  owner: 'owner.hawassa',
  otherOwner: 'owner.ale',
  superAdmin: 'superadmin',
};

let server: TestServer;
const tokens: Partial<Record<Caller, string>> = {};
const stepUps: Partial<Record<Caller, string>> = {};
let target: string; // hawassa2: a host of the hawassa group

beforeAll(async () => {
  server = await startTestServer();
  for (const [caller, username] of Object.entries(CALLERS)) {
    tokens[caller as Caller] = await server.login(username);
    stepUps[caller as Caller] = await server.stepUp(tokens[caller as Caller]!);
  }
  target = (await server.orm.em.fork().findOneOrFail(AccountSchema, { username: 'hawassa2' })).id;
});
afterAll(() => server?.close());

function headersFor(caller: Caller): Record<string, string> {
  return caller === 'anonymous' ? {} : { authorization: `Bearer ${tokens[caller]}`, 'x-step-up': stepUps[caller]! };
}

interface RestCase {
  name: string;
  method: string;
  path: () => string;
  body?: (caller: Caller) => unknown;
  expect: Record<Caller, number>;
}

const DENY_ALL_BUT_MANAGERS = { anonymous: 401, host: 403, otherHost: 403 } as const;

const REST_CASES: RestCase[] = [
  {
    name: 'list hosts',
    method: 'GET',
    path: () => '/admin/naan/all/protected',
    expect: { ...DENY_ALL_BUT_MANAGERS, owner: 200, otherOwner: 200, superAdmin: 200 },
  },
  {
    name: 'block',
    method: 'POST',
    path: () => `/admin/${target}/block`,
    expect: { ...DENY_ALL_BUT_MANAGERS, otherOwner: 404, owner: 200, superAdmin: 200 },
  },
  {
    name: 'unblock',
    method: 'POST',
    path: () => `/admin/${target}/unblock`,
    expect: { ...DENY_ALL_BUT_MANAGERS, otherOwner: 404, owner: 200, superAdmin: 200 },
  },
  {
    name: 'commission rate',
    method: 'PUT',
    path: () => `/admin/${target}/commission-rate`,
    body: () => ({ commissionRate: 0.25 }),
    // owner.ale's group may not edit commission at all: 403 before scope is even looked at.
    expect: { ...DENY_ALL_BUT_MANAGERS, otherOwner: 403, owner: 200, superAdmin: 200 },
  },
  {
    name: 'change password',
    method: 'POST',
    path: () => '/admin/change-password',
    body: () => ({ adminId: target, newPassword: 'a-new-password', masterKey: 'demo1234' }),
    expect: { ...DENY_ALL_BUT_MANAGERS, owner: 403, otherOwner: 403, superAdmin: 200 },
  },
  {
    name: 'wallet update',
    method: 'PUT',
    path: () => `/admin/arif/offense/${target}/update/wallet`,
    body: (caller) => ({
      amount: 10_000,
      username: caller === 'anonymous' ? 'x' : CALLERS[caller],
      password: 'demo1234',
    }),
    expect: { ...DENY_ALL_BUT_MANAGERS, otherOwner: 404, owner: 200, superAdmin: 200 },
  },
  {
    name: 'register',
    method: 'POST',
    path: () => '/admin/canine/secure/register',
    body: (caller) => ({
      username: caller === 'otherOwner' ? 'hawassa-x' : `hawassa-${caller.toLowerCase()}`,
      password: 'long-enough',
      initialWallet: 0,
    }),
    // owner.ale may register only "ale…" names.
    expect: { ...DENY_ALL_BUT_MANAGERS, otherOwner: 400, owner: 201, superAdmin: 201 },
  },
  {
    name: 'transactions',
    method: 'GET',
    path: () => '/admin/transactions',
    expect: { ...DENY_ALL_BUT_MANAGERS, owner: 200, otherOwner: 200, superAdmin: 200 },
  },
  {
    name: 'inspect attempts',
    method: 'GET',
    path: () => '/inspect/inspect-attempts',
    expect: { ...DENY_ALL_BUT_MANAGERS, owner: 403, otherOwner: 403, superAdmin: 200 },
  },
];

const ORDER: Caller[] = ['anonymous', 'host', 'otherHost', 'otherOwner', 'owner', 'superAdmin'];

describe('REST authorization matrix', () => {
  for (const c of REST_CASES) {
    it(`${c.method} ${c.name}`, async () => {
      for (const caller of ORDER) {
        const before = await accountsSnapshot(server.orm);
        const res = await server.request(c.method, c.path(), { body: c.body?.(caller), headers: headersFor(caller) });
        expect(`${caller}: ${res.status}`, JSON.stringify(res.body)).toBe(`${caller}: ${c.expect[caller]}`);
        if (res.status >= 400) {
          expect(res.body.message).toEqual(expect.any(String));
          expect(await accountsSnapshot(server.orm)).toEqual(before);
        }
      }
    });
  }

  it('the same paths answer under /v2 with the same guards', async () => {
    expect((await server.request('GET', '/v2/admin/naan/all/protected', { headers: headersFor('host') })).status).toBe(
      403,
    );
    expect((await server.request('GET', '/v2/admin/naan/all/protected', { headers: headersFor('owner') })).status).toBe(
      200,
    );
  });

  it("owners see only their group's visible hosts; the super admin sees all visible hosts", async () => {
    // Both bases merged, as the old clients do: / lists card set 1 hosts, /v2 card set 2 (docs/legacy-rest.md#bases).
    const names = async (caller: Caller) => {
      const hosts: { username: string }[] = [];
      for (const base of ['', '/v2'])
        hosts.push(
          ...(await server.request('GET', `${base}/admin/naan/all/protected`, { headers: headersFor(caller) })).body,
        );
      return hosts.map((h) => h.username);
    };
    const hawassa = await names('owner');
    expect(hawassa).toContain('hawassa1');
    expect(hawassa.every((u) => u.startsWith('hawassa'))).toBe(true);
    expect(hawassa).not.toContain('hawassasuper');
    expect(await names('otherOwner')).toEqual(['ale1']);
    const all = await names('superAdmin');
    expect(all).toEqual(expect.arrayContaining(['demo', 'hawassa1', 'ale1']));
    expect(all).not.toContain('hawassasuper');
  });
});

interface GraphQLCase {
  name: string;
  query: string;
  variables?: () => Record<string, unknown>;
  /** 'ok' or the expected error code. */
  expect: Record<Caller, string>;
}

const GQL_DENY = { anonymous: 'UNAUTHENTICATED', host: 'FORBIDDEN', otherHost: 'FORBIDDEN' } as const;

const GRAPHQL_CASES: GraphQLCase[] = [
  {
    name: 'hosts',
    query: '{ hosts { id } }',
    expect: { ...GQL_DENY, owner: 'ok', otherOwner: 'ok', superAdmin: 'ok' },
  },
  {
    name: 'setHostBlocked',
    query: 'mutation($id: ID!) { setHostBlocked(hostId: $id, blocked: false) { id } }',
    variables: () => ({ id: target }),
    expect: { ...GQL_DENY, otherOwner: 'NOT_FOUND', owner: 'ok', superAdmin: 'ok' },
  },
  {
    name: 'setCommissionRate',
    query: 'mutation($id: ID!) { setCommissionRate(input: { hostId: $id, commissionRate: 0.3 }) { commissionRate } }',
    variables: () => ({ id: target }),
    expect: { ...GQL_DENY, otherOwner: 'FORBIDDEN', owner: 'ok', superAdmin: 'ok' },
  },
  {
    name: 'changePassword',
    query: 'mutation($id: ID!) { changePassword(input: { adminId: $id, newPassword: "another-password" }) }',
    variables: () => ({ id: target }),
    expect: { ...GQL_DENY, owner: 'FORBIDDEN', otherOwner: 'FORBIDDEN', superAdmin: 'ok' },
  },
  {
    name: 'topUpHost',
    query:
      'mutation($id: ID!) { topUpHost(input: { hostId: $id, amountSantim: 1000000 }) { walletBalance: walletBalanceSantim } }',
    variables: () => ({ id: target }),
    expect: { ...GQL_DENY, otherOwner: 'NOT_FOUND', owner: 'ok', superAdmin: 'FORBIDDEN' },
  },
  {
    name: 'adjustHostWallet',
    query:
      'mutation($id: ID!) { adjustHostWallet(input: { hostId: $id, amountSantim: -100 }) { walletBalance: walletBalanceSantim } }',
    variables: () => ({ id: target }),
    expect: { ...GQL_DENY, owner: 'FORBIDDEN', otherOwner: 'FORBIDDEN', superAdmin: 'ok' },
  },
  {
    name: 'registerHost',
    query: 'mutation($u: String!) { registerHost(input: { username: $u, password: "long-enough" }) { id } }',
    variables: () => ({ u: `hawassa-g${Math.random().toString(36).slice(2, 8)}` }),
    expect: { ...GQL_DENY, otherOwner: 'BAD_USER_INPUT', owner: 'ok', superAdmin: 'ok' },
  },
  {
    name: 'walletTransactions',
    query: '{ walletTransactions { amount: amountSantim } }',
    expect: { ...GQL_DENY, owner: 'ok', otherOwner: 'ok', superAdmin: 'ok' },
  },
  {
    name: 'inspectAttempts',
    query: '{ inspectAttempts { address } }',
    expect: { ...GQL_DENY, owner: 'FORBIDDEN', otherOwner: 'FORBIDDEN', superAdmin: 'ok' },
  },
];

describe('GraphQL authorization matrix', () => {
  for (const c of GRAPHQL_CASES) {
    it(c.name, async () => {
      for (const caller of ORDER) {
        const before = await accountsSnapshot(server.orm);
        const res = await server.graphql(c.query, c.variables?.(), undefined, headersFor(caller));
        const outcome = res.body.errors ? res.body.errors[0].extensions.code : 'ok';
        expect(`${caller}: ${outcome}`, JSON.stringify(res.body)).toBe(`${caller}: ${c.expect[caller]}`);
        if (outcome !== 'ok') expect(await accountsSnapshot(server.orm)).toEqual(before);
      }
    });
  }

  it('money and password changes refuse a caller without a step-up token', async () => {
    const before = await accountsSnapshot(server.orm);
    const res = await server.graphql(
      'mutation($id: ID!) { topUpHost(input: { hostId: $id, amountSantim: 1000000 }) { walletBalance: walletBalanceSantim } }',
      { id: target },
      tokens.owner,
    );
    expect(res.body.errors[0].extensions.code).toBe('STEP_UP_REQUIRED');
    expect(await accountsSnapshot(server.orm)).toEqual(before);
  });

  it("a step-up token is bound to its account: another caller's does not count", async () => {
    const res = await server.graphql(
      'mutation($id: ID!) { adjustHostWallet(input: { hostId: $id, amountSantim: 100 }) { walletBalance: walletBalanceSantim } }',
      { id: target },
      tokens.superAdmin,
      { 'x-step-up': stepUps.owner! },
    );
    expect(res.body.errors[0].extensions.code).toBe('STEP_UP_REQUIRED');
  });

  it('a session token cannot be used as a step-up token', async () => {
    const res = await server.graphql(
      'mutation($id: ID!) { adjustHostWallet(input: { hostId: $id, amountSantim: 100 }) { walletBalance: walletBalanceSantim } }',
      { id: target },
      tokens.superAdmin,
      { 'x-step-up': tokens.superAdmin! },
    );
    expect(res.body.errors[0].extensions.code).toBe('STEP_UP_REQUIRED');
  });
});
