import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { startTestServer, type TestServer } from '../test-server';
import { adminUrl, withDatabase } from '../postgres-admin';

/**
 * Database outage on a real PostgreSQL (TEST_DATABASE_URL): while the database is away the
 * API answers 503 with a message on REST, GraphQL and /readyz (never 500), /healthz stays 200,
 * and it recovers by itself when the database is back. The outage is made by terminating the
 * server's connections and renaming the database (so reconnecting fails with 3D000), then
 * renaming it back.
 */
const url = inject('testDatabaseUrl');

describe.skipIf(!url)('database outage (real PostgreSQL)', () => {
  let server: TestServer;
  let token: string;
  let dbName: string;

  beforeAll(async () => {
    server = await startTestServer();
    token = await server.login('demo');
    const [row] = await server.orm.em.getConnection().execute<{ name: string }[]>('select current_database() as name');
    dbName = row!.name;
  });
  afterAll(() => server?.close());

  async function admin(sql: string): Promise<void> {
    await withDatabase(adminUrl(url), async (q) => {
      await q(sql);
    });
  }

  async function takeDatabaseAway(): Promise<void> {
    // The pool may reconnect between the two statements: repeat until the rename wins.
    for (let attempt = 0; ; attempt++) {
      try {
        await withDatabase(adminUrl(url), async (q) => {
          await q(
            `select pg_terminate_backend(pid) from pg_stat_activity where datname = '${dbName}' and pid <> pg_backend_pid()`,
          );
          await q(`alter database ${dbName} rename to ${dbName}_away`);
        });
        return;
      } catch (error) {
        if (attempt > 20) throw error;
      }
    }
  }

  it('answers 503 with a message while the database is away, then recovers by itself', async () => {
    expect((await server.request('GET', '/readyz')).status).toBe(200);
    expect((await server.request('GET', '/admin/stats', { token })).status).toBe(200);

    await takeDatabaseAway();
    try {
      for (let i = 0; i < 3; i++) {
        const rest = await server.request('GET', '/admin/stats', { token });
        expect(rest.status, JSON.stringify(rest.body)).toBe(503);
        expect(rest.body).toMatchObject({
          code: 'UNAVAILABLE',
          message: expect.stringMatching(/temporarily unavailable/),
        });

        const login = await server.request('POST', '/api/admin/login', {
          body: { username: 'demo', password: 'demo1234' },
        });
        expect(login.status).toBe(503);

        const gql = await server.graphql('{ me { username } }', {}, token);
        expect(gql.status, JSON.stringify(gql.body)).toBe(503);
        expect(gql.body.errors[0].extensions.code).toBe('SERVICE_UNAVAILABLE');
        expect(gql.body.errors[0].message).toMatch(/temporarily unavailable/);

        const gqlMutation = await server.graphql(
          'mutation { login(input: { username: "demo", password: "demo1234" }) { token } }',
        );
        expect(gqlMutation.status).toBe(503);

        const ready = await server.request('GET', '/readyz');
        expect(ready.status).toBe(503);
        expect(ready.body.message).toMatch(/unavailable|did not answer/);
        expect((await server.request('GET', '/healthz')).status).toBe(200);
      }
    } finally {
      await admin(`alter database ${dbName}_away rename to ${dbName}`);
    }

    // Back: no restart, the pool reconnects on the next request.
    await expect
      .poll(async () => (await server.request('GET', '/admin/stats', { token })).status, {
        timeout: 10_000,
        interval: 200,
      })
      .toBe(200);
    expect((await server.request('GET', '/readyz')).body).toEqual({ status: 'ready' });
    expect((await server.graphql('{ me { username } }', {}, token)).body.data.me.username).toBe('demo');
  });

  it('readyz reports pending migrations', async () => {
    // Forget one applied migration (and put the same row back afterwards: its DDL stays applied).
    const conn = server.orm.em.getConnection();
    const [row] = await conn.execute<{ id: number; name: string; executed_at: Date }[]>(
      'select * from mikro_orm_migrations order by id desc limit 1',
    );
    await conn.execute('delete from mikro_orm_migrations where id = ?', [row!.id]);
    try {
      const res = await server.request('GET', '/readyz');
      expect(res.status).toBe(503);
      expect(res.body.message).toMatch(/migration\(s\) pending/);
    } finally {
      await conn.execute('insert into mikro_orm_migrations (id, name, executed_at) values (?, ?, ?)', [
        row!.id,
        row!.name,
        row!.executed_at,
      ]);
    }
    expect((await server.request('GET', '/readyz')).status).toBe(200);
  });
});
