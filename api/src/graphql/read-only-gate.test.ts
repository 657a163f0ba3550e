import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/test-server';
import { sqlEm } from '../shared/db/sql';

/**
 * Bug found by the authorization matrix: a read-only API token could call the public GraphQL
 * fields (the authChecker runs only on @Authorized ones), so it wrote through
 * recordInspectAttempt and redeemPowerGameCode and signed in, where REST answers 403.
 */
let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  const created = await server.request('POST', '/admin/api-tokens', {
    token: await server.login('owner.hawassa'),
    body: { name: 'reports' },
  });
  token = created.body.token;
});
afterAll(() => server?.close());

const inspectRows = async () =>
  Number((await sqlEm(server.orm).execute<{ n: string }[]>('select count(*) as n from inspect_attempt'))[0]!.n);

describe('read-only API tokens on public GraphQL fields', () => {
  it('cannot write through a public mutation: 403 FORBIDDEN and nothing recorded', async () => {
    const before = await inspectRows();
    const res = await server.graphql(
      'mutation { recordInspectAttempt(input: { adminUsername: "hawassa1", detectionMethod: "devtools" }) }',
      {},
      token,
    );
    expect(res.body.errors[0]).toMatchObject({
      message: 'API tokens can only read reports',
      extensions: { code: 'FORBIDDEN' },
    });
    expect(await inspectRows()).toBe(before);
    // Anonymous callers are refused too; a signed-in session records, as itself.
    expect(
      (
        await server.graphql(
          'mutation { recordInspectAttempt(input: { adminUsername: "hawassa1", detectionMethod: "devtools" }) }',
        )
      ).body.errors?.[0]?.extensions?.code,
    ).toBe('UNAUTHENTICATED');
    expect(
      (
        await server.graphql(
          'mutation { recordInspectAttempt(input: { adminUsername: "hawassa1", detectionMethod: "devtools" }) }',
          {},
          await server.login('owner.hawassa'),
        )
      ).body.data.recordInspectAttempt,
    ).toBe(true);
    expect(await inspectRows()).toBe(before + 1);
  });

  it('cannot sign in or read the other public fields, as on REST', async () => {
    for (const query of [
      'mutation { login(input: { username: "demo", password: "demo1234" }) { token } }',
      '{ serverTime { currentTime } }',
      '{ validateToken }',
    ]) {
      expect((await server.graphql(query, {}, token)).body.errors?.[0]?.extensions?.code, query).toBe('FORBIDDEN');
    }
  });

  it('still reads the report queries, nested fields included', async () => {
    const res = await server.graphql('{ hosts { username } hostRanking { username } }', {}, token);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.hosts.map((h: { username: string }) => h.username)).toContain('hawassa1');
  });
});
