import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { sqlEm } from '../../shared/db/sql';
import { INSPECT_LIMIT_PER_ACCOUNT, INSPECT_RETENTION_DAYS } from './inspect.service';

// POST /inspect/inspect-attempt must not take anonymous writes without a limit nor a caller-chosen
// adminUsername: anyone could frame any account and grow the table without bound.
let server: TestServer;
let host: string;
beforeAll(async () => {
  server = await startTestServer();
  host = await server.login('demo');
});
afterAll(() => server?.close());

const count = async () =>
  Number((await sqlEm(server.orm).execute<{ n: string }[]>('select count(*) as n from inspect_attempt'))[0]!.n);

describe('inspect attempts', () => {
  it('anonymous reports are refused and write nothing', async () => {
    const before = await count();
    const res = await server.request('POST', '/inspect/inspect-attempt', {
      body: { adminUsername: 'superadmin', detectionMethod: 'devtools' },
    });
    expect(res.status).toBe(401);
    const gql = await server.graphql('mutation { recordInspectAttempt(input: { detectionMethod: "devtools" }) }');
    expect(gql.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect(await count()).toBe(before);
  });

  it('a report names the caller, never the body field; the documented path and list keep their shape', async () => {
    const res = await server.request('POST', '/inspect/inspect-attempt', {
      token: host,
      body: { adminUsername: 'superadmin', detectionMethod: 'devtools' },
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ success: true });
    const admin = await server.login('superadmin');
    const list = await server.request('GET', '/inspect/inspect-attempts', { token: admin });
    expect(list.status).toBe(200);
    expect(list.body[0]).toMatchObject({ adminUsername: 'demo', detectionMethod: 'devtools' });
    expect(Object.keys(list.body[0]).sort()).toEqual([
      '_id',
      'adminUsername',
      'detectionMethod',
      'ipAddress',
      'timestamp',
      'userAgent',
    ]);
  });

  it('is rate-limited per account, also under parallel reports', async () => {
    const token = await server.login('hawassa1');
    const results = await Promise.all(
      Array.from({ length: INSPECT_LIMIT_PER_ACCOUNT + 10 }, () =>
        server.request('POST', '/inspect/inspect-attempt', { token, body: { detectionMethod: 'size' } }),
      ),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(INSPECT_LIMIT_PER_ACCOUNT);
    const refused = results.filter((r) => r.status === 429);
    expect(refused).toHaveLength(10);
    expect(refused[0]!.body.code).toBe('RATE_LIMITED');
    const [row] = await sqlEm(server.orm).execute<{ n: string }[]>(
      "select count(*) as n from inspect_attempt where admin_username = 'hawassa1'",
    );
    expect(Number(row!.n)).toBe(INSPECT_LIMIT_PER_ACCOUNT);
  });

  it(`keeps ${INSPECT_RETENTION_DAYS} days: older rows go when a report is recorded`, async () => {
    const old = new Date(Date.now() - (INSPECT_RETENTION_DAYS + 1) * 86_400_000);
    await sqlEm(server.orm).execute(
      "insert into inspect_attempt (admin_username, detection_method, address, user_agent, created_at) values ('x', 'old', '1.2.3.4', '', ?)",
      [old],
    );
    const token = await server.login('hawassa2');
    expect(
      (await server.request('POST', '/inspect/inspect-attempt', { token, body: { detectionMethod: 'debugger' } }))
        .status,
    ).toBe(201);
    const [row] = await sqlEm(server.orm).execute<{ n: string }[]>(
      "select count(*) as n from inspect_attempt where detection_method = 'old'",
    );
    expect(Number(row!.n)).toBe(0);
  });
});
