import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './test-server';

/**
 * Eight simultaneous creations of one name: exactly one is created, the seven others answer 409
 * CONFLICT (never a 500 from the unique index), on PGlite and on PostgreSQL (TEST_DATABASE_URL).
 */
const PARALLEL = 8;
let server: TestServer;
let admin: string;
let adminStepUp: string;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login('superadmin');
  adminStepUp = await server.stepUp(admin);
});
afterAll(() => server?.close());

const times = <T>(run: () => Promise<T>) => Promise.all(Array.from({ length: PARALLEL }, run));
const gqlOutcome = (res: { status: number; body: any }) => res.body.errors?.[0]?.extensions?.appCode ?? 'OK';
const count = async (sql: string, value: string) =>
  Number((await server.orm.em.getConnection().execute(sql, [value]))[0].n);

describe(`${PARALLEL} simultaneous creations of one name`, () => {
  it('host registration (REST): one 201, seven 409', async () => {
    const answers = await times(() =>
      server.request('POST', '/admin/canine/secure/register', {
        token: admin,
        headers: { 'x-step-up': adminStepUp },
        body: { username: 'hawassa77', password: 'host-pass-123' },
      }),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, ...Array(PARALLEL - 1).fill(409)]);
    for (const a of answers.filter((x) => x.status === 409)) expect(a.body.code).toBe('CONFLICT');
    expect(await count('select count(*) as n from account where username = ?', 'hawassa77')).toBe(1);
  });

  it('host registration (GraphQL): one created, seven CONFLICT', async () => {
    const answers = await times(() =>
      server.graphql(
        'mutation { registerHost(input: { username: "hawassa78", password: "host-pass-123" }) { id } }',
        undefined,
        admin,
      ),
    );
    expect(answers.map(gqlOutcome).sort()).toEqual([...Array(PARALLEL - 1).fill('CONFLICT'), 'OK']);
    expect(await count('select count(*) as n from account where username = ?', 'hawassa78')).toBe(1);
  });

  it('owner account creation: one created, seven CONFLICT', async () => {
    const answers = await times(() =>
      server.graphql(
        'mutation { createOwnerAccount(input: { groupId: 1, username: "owner.race", password: "owner-pass-1" }) { id } }',
        undefined,
        admin,
      ),
    );
    expect(answers.map(gqlOutcome).sort()).toEqual([...Array(PARALLEL - 1).fill('CONFLICT'), 'OK']);
    expect(await count('select count(*) as n from account where username = ?', 'owner.race')).toBe(1);
  });

  it('owner group creation: one created with its super account, seven CONFLICT', async () => {
    const answers = await times(() =>
      server.graphql(
        'mutation { createOwnerGroup(input: { name: "race", prefixes: ["race"], cardSetIds: [1] }) { id } }',
        undefined,
        admin,
      ),
    );
    expect(answers.map(gqlOutcome).sort()).toEqual([...Array(PARALLEL - 1).fill('CONFLICT'), 'OK']);
    expect(await count('select count(*) as n from owner_group where name = ?', 'race')).toBe(1);
    expect(await count('select count(*) as n from account where username = ?', 'racesuper')).toBe(1);
  });

  it('groups of different names created at once all get their own id', async () => {
    let next = 0;
    const answers = await times(() => {
      const name = `apart${String.fromCharCode(97 + next++)}z`; // apartaz, apartbz…: no prefix overlaps another
      return server.graphql(
        'mutation($n: String!) { createOwnerGroup(input: { name: $n, prefixes: [$n], cardSetIds: [1] }) { id } }',
        { n: name },
        admin,
      );
    });
    expect(answers.map(gqlOutcome)).toEqual(Array(PARALLEL).fill('OK'));
    expect(new Set(answers.map((a) => a.body.data.createOwnerGroup.id)).size).toBe(PARALLEL);
  });
});
