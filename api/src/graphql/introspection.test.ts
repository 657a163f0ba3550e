import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getIntrospectionQuery } from 'graphql';
import { startTestServer, type TestServer } from '../../test/test-server';

const ROOT = { username: 'root', password: 'Platform-Admin-2026' };
let server: TestServer;
let rootToken: string;

/** A production server on an empty database: the first super admin comes from the environment. */
beforeAll(async () => {
  server = await startTestServer({
    NODE_ENV: 'production',
    JWT_SECRET: 'p'.repeat(48),
    SUPER_ADMIN_USERNAME: ROOT.username,
    SUPER_ADMIN_PASSWORD: ROOT.password,
  });
  rootToken = await server.login(ROOT.username, ROOT.password);
  const stepUp = { 'x-step-up': await server.stepUp(rootToken, ROOT.password) };
  const group = await server.graphql(
    'mutation { createOwnerGroup(input: { name: "adama", prefixes: ["adama"], cardSetIds: [1] }) { id } }',
    undefined,
    rootToken,
  );
  await server.graphql(
    'mutation($id: Int!) { createOwnerAccount(input: { groupId: $id, username: "owner.adama", password: "owner-pass-1" }) { id } }',
    { id: group.body.data.createOwnerGroup.id },
    rootToken,
  );
  await server.graphql(
    'mutation { registerHost(input: { username: "adama1", password: "host-pass-1", cardSet: 1 }) { id } }',
    undefined,
    rootToken,
    stepUp,
  );
});
afterAll(() => server?.close());

const SCHEMA_QUERY = '{ __schema { queryType { name } } }';
const TYPE_QUERY = '{ __type(name: "Query") { name } }';

describe('introspection in production', () => {
  it('runs in production mode on an empty database with only the first super admin', async () => {
    expect(server.config.nodeEnv).toBe('production');
    const accounts = await server.orm.em
      .getConnection()
      .execute('select username, role from account order by username');
    expect(accounts.map((a: { username: string }) => a.username)).toEqual([
      'adama1',
      'adamasuper',
      'owner.adama',
      'root',
    ]);
  });

  it('answers the full introspection query to a super admin, signed in or with an API token', async () => {
    const signedIn = await server.graphql(getIntrospectionQuery(), undefined, rootToken);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.data.__schema.queryType.name).toBe('Query');
    const created = await server.graphql(
      'mutation { createApiToken(input: { name: "playground" }) { token } }',
      undefined,
      rootToken,
    );
    const apiToken = created.body.data.createApiToken.token as string;
    expect((await server.graphql(TYPE_QUERY, undefined, apiToken)).body.data.__type.name).toBe('Query');
  });

  it('refuses it to anonymous callers, owners, hosts and their API tokens, before any field runs', async () => {
    const anonymous = await server.graphql(SCHEMA_QUERY);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.errors[0]).toMatchObject({
      message: 'Sign in to continue',
      extensions: { code: 'UNAUTHENTICATED' },
    });
    const owner = await server.login('owner.adama', 'owner-pass-1');
    const host = await server.login('adama1', 'host-pass-1');
    const hostApiToken = (
      await server.graphql('mutation { createApiToken(input: { name: "script" }) { token } }', undefined, host)
    ).body.data.createApiToken.token as string;
    for (const token of [owner, host, hostApiToken]) {
      for (const query of [SCHEMA_QUERY, TYPE_QUERY, `{ __typename ${SCHEMA_QUERY.slice(1)}`]) {
        const res = await server.graphql(query, undefined, token);
        expect(res.status, query).toBe(403);
        expect(res.body.errors[0]).toMatchObject({
          message: 'Only super admins may read the schema',
          extensions: { code: 'FORBIDDEN' },
        });
        expect(res.body.data).toBeUndefined();
      }
    }
  });

  it('still lets everyone ask for __typename', async () => {
    const res = await server.graphql('{ __typename }');
    expect(res.body).toEqual({ data: { __typename: 'Query' } });
  });

  it('suggests no field or argument name to anyone but a super admin', async () => {
    const owner = await server.login('owner.adama', 'owner-pass-1');
    const host = await server.login('adama1', 'host-pass-1');
    const probes = [
      ['mutation { adjustHostWalle }', 'Cannot query field "adjustHostWalle" on type "Mutation".'],
      ['{ me { usernam } }', 'Cannot query field "usernam" on type "Account".'],
      ['{ lastGames(limitt: 1) { __typename } }', 'Unknown argument "limitt" on field "Query.lastGames".'],
    ];
    for (const token of [undefined, owner, host]) {
      for (const [query, message] of probes) {
        const res = await server.graphql(query!, undefined, token);
        expect(res.status, query).toBe(400);
        expect(res.body.errors.map((e: { message: string }) => e.message)).toEqual([message]);
      }
    }
    const superAdmin = await server.graphql(probes[0]![0]!, undefined, rootToken);
    expect(superAdmin.body.errors[0].message).toContain('Did you mean "adjustHostWallet"?');
  });
});
