import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { sqlEm } from '../../shared/db/sql';

/**
 * Who may read and change bonuses: a host only its own configurations (another host's answer
 * 404), owners and the super admin have none; every write needs the step-up token; a refused
 * call changes nothing.
 */
type Caller = 'anonymous' | 'host' | 'hostNoStepUp' | 'otherHost' | 'owner' | 'superAdmin';
const USERS = {
  host: 'hawassa1',
  hostNoStepUp: 'hawassa1',
  otherHost: 'ale1',
  owner: 'owner.hawassa',
  superAdmin: 'superadmin',
} as const;

let server: TestServer;
const headers: Partial<Record<Caller, Record<string, string>>> = { anonymous: {} };
let configId: string;
let ownPresetId: string;
let globalPresetId: string;

const window = () => ({
  startDateTime: new Date(Date.now() - 3_600_000).toISOString(),
  endDateTime: new Date(Date.now() + 3_600_000).toISOString(),
});

beforeAll(async () => {
  server = await startTestServer();
  for (const [caller, username] of Object.entries(USERS)) {
    const token = await server.login(username);
    headers[caller as Caller] = { authorization: `Bearer ${token}` };
    if (caller !== 'hostNoStepUp') headers[caller as Caller]!['x-step-up'] = await server.stepUp(token);
  }
  const created = await server.request('POST', '/bonus/create', {
    headers: headers.host,
    body: { name: 'Mine', bonusType: 'fixed', bonusValue: 5, ...window() },
  });
  configId = created.body.bonus._id;
  ownPresetId = (
    await server.request('POST', '/bonus/preset', {
      headers: headers.host,
      body: { name: 'Own', bonusType: 'fixed', bonusValue: 1, presetCategory: 'daily' },
    })
  ).body.preset._id;
  globalPresetId = (
    await server.request('POST', '/bonus/preset', {
      headers: headers.superAdmin,
      body: { name: 'Global', bonusType: 'fixed', bonusValue: 1, presetCategory: 'special' },
    })
  ).body.preset._id;
});
afterAll(() => server?.close());

async function bonusSnapshot(): Promise<unknown> {
  const em = sqlEm(server.orm);
  return {
    configs: await em.execute('select * from bonus_config order by id'),
    presets: await em.execute('select * from bonus_preset order by id'),
    audit: await em.execute('select count(*)::int as n from audit_log'),
  };
}

interface Case {
  name: string;
  method: string;
  path: () => string;
  body?: () => unknown;
  expect: Record<Caller, number>;
}

const HOST_ONLY_READ = { anonymous: 401, host: 200, hostNoStepUp: 200, otherHost: 200, owner: 403, superAdmin: 403 };
const CASES: Case[] = [
  { name: 'list', method: 'GET', path: () => '/bonus/list', expect: HOST_ONLY_READ },
  { name: 'bonus games', method: 'GET', path: () => '/bonus/bonus-games', expect: HOST_ONLY_READ },
  { name: 'daily stats', method: 'GET', path: () => '/bonus/daily-stats', expect: HOST_ONLY_READ },
  { name: 'presets', method: 'GET', path: () => '/bonus/presets', expect: { ...HOST_ONLY_READ, superAdmin: 200 } },
  {
    name: 'create',
    method: 'POST',
    path: () => '/bonus/create',
    body: () => ({ name: 'New', bonusType: 'fixed', bonusValue: 1, ...window() }),
    expect: { anonymous: 401, host: 201, hostNoStepUp: 403, otherHost: 201, owner: 403, superAdmin: 403 },
  },
  {
    name: 'update',
    method: 'PUT',
    path: () => `/bonus/${configId}`,
    body: () => ({ bonusValue: 6 }),
    expect: { anonymous: 401, host: 200, hostNoStepUp: 403, otherHost: 404, owner: 403, superAdmin: 403 },
  },
  {
    name: 'create preset',
    method: 'POST',
    path: () => '/bonus/preset',
    body: () => ({ name: 'P', bonusType: 'fixed', bonusValue: 1, presetCategory: 'holiday' }),
    expect: { anonymous: 401, host: 201, hostNoStepUp: 403, otherHost: 201, owner: 403, superAdmin: 201 },
  },
  {
    name: 'update own preset',
    method: 'PUT',
    path: () => `/bonus/preset/${ownPresetId}`,
    body: () => ({ bonusValue: 2 }),
    // The super admin sees only global presets: a host's own is not found for it.
    expect: { anonymous: 401, host: 200, hostNoStepUp: 403, otherHost: 404, owner: 403, superAdmin: 404 },
  },
  {
    name: 'toggle global preset',
    method: 'PUT',
    path: () => `/bonus/preset/${globalPresetId}/toggle`,
    expect: { anonymous: 401, host: 403, hostNoStepUp: 403, otherHost: 403, owner: 403, superAdmin: 200 },
  },
  {
    name: 'delete',
    method: 'DELETE',
    path: () => `/bonus/${configId}`,
    expect: { anonymous: 401, host: 200, hostNoStepUp: 403, otherHost: 404, owner: 403, superAdmin: 403 },
  },
];

describe('bonus REST authorization matrix', () => {
  for (const c of CASES) {
    // The allowed caller goes last so that the denied calls see the record as it was.
    const order = (Object.keys(c.expect) as Caller[]).sort(
      (a, b) => Number(c.expect[a] < 300) - Number(c.expect[b] < 300),
    );
    it(`${c.method} ${c.name}`, async () => {
      for (const caller of order) {
        const before = c.expect[caller] >= 400 ? await bonusSnapshot() : null;
        const res = await server.request(c.method, c.path(), { headers: headers[caller], body: c.body?.() });
        expect(res.status, `${caller}: ${JSON.stringify(res.body)}`).toBe(c.expect[caller]);
        if (before) {
          expect(res.body.message).toEqual(expect.any(String));
          expect(await bonusSnapshot()).toEqual(before);
        }
      }
    });
  }

  it("another host's list never shows the host's configurations", async () => {
    const mine = await server.request('GET', '/bonus/list', { headers: headers.host });
    const theirs = await server.request('GET', '/bonus/list', { headers: headers.otherHost });
    const mineIds = mine.body.map((b: { _id: string }) => b._id);
    expect(theirs.body.some((b: { _id: string }) => mineIds.includes(b._id))).toBe(false);
  });

  it('a write without step-up answers STEP_UP_REQUIRED on REST', async () => {
    const res = await server.request('POST', '/bonus/create', {
      headers: headers.hostNoStepUp,
      body: { name: 'X', bonusType: 'fixed', bonusValue: 1, ...window() },
    });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Re-enter your password to continue');
  });
});

describe('bonus GraphQL authorization', () => {
  const gql = (caller: Caller, query: string, variables?: Record<string, unknown>) =>
    server.request('POST', '/graphql', { headers: headers[caller], body: { query, variables } });

  it('scopes reads, hides other hosts’ records and refuses writes without step-up', async () => {
    const created = await gql(
      'host',
      'mutation($i: BonusConfigInput!) { createBonusConfig(input: $i) { id bonusValue bonusType } }',
      {
        i: { name: 'G', bonusType: 'percentage', bonusValue: 12.5, ...window() },
      },
    );
    expect(created.body.data.createBonusConfig).toMatchObject({ bonusType: 'percentage', bonusValue: 12.5 });
    const id = created.body.data.createBonusConfig.id;
    const others = await gql('otherHost', '{ bonusConfigs { id } }');
    expect(others.body.data.bonusConfigs.map((b: { id: string }) => b.id)).not.toContain(id);
    const update = await gql(
      'otherHost',
      'mutation($id: ID!) { updateBonusConfig(id: $id, input: { bonusValue: 1 }) { id } }',
      { id },
    );
    expect(update.body.errors[0].extensions.code).toBe('NOT_FOUND');
    const noStepUp = await gql('hostNoStepUp', 'mutation($id: ID!) { deleteBonusConfig(id: $id) }', { id });
    expect(noStepUp.body.errors[0].extensions.code).toBe('STEP_UP_REQUIRED');
    const owner = await gql('owner', '{ bonusConfigs { id } }');
    expect(owner.body.errors[0].extensions.code).toBe('FORBIDDEN');
    const bad = await gql(
      'host',
      'mutation { createBonusConfig(input: { name: "x", bonusType: percentage, bonusValue: 1e9, startDateTime: "2026-11-20T10:00", endDateTime: "2030-01-01T10:00" }) { id } }',
    );
    expect(bad.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });
});
