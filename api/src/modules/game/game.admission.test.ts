import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { sqlEm } from '../../shared/db/sql';
import { counts, START, START_GRAPHQL, walletAndLedger } from '../../../test/helpers/game-fixtures';

// An instance that admits no start (START_MAX_IN_FLIGHT=0; the event loop's delay not watched, so
// the wait it asks is the same on a loaded machine), as one at its load limit answers.
let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer({ START_MAX_IN_FLIGHT: '0', START_MAX_DELAY_MS: '0' });
  token = await server.login();
});
afterAll(() => server?.close());

const auditRows = async () => {
  const [row] = await sqlEm(server.orm).execute<{ n: string }[]>('select count(*) as n from audit_log');
  return Number(row!.n);
};

describe('a start refused for the server load', () => {
  it('answers 503 with Retry-After and SERVER_BUSY on both transports, and moves no money', async () => {
    const wallet = await walletAndLedger(server, 'demo');
    const rows = await counts(server);
    const audit = await auditRows();

    const graphql = await server.request('POST', '/graphql', {
      token,
      headers: { 'Idempotency-Key': 'busy-start-1' },
      body: {
        query: 'mutation($input: StartGameInput!) { startGame(input: $input) { gameId } }',
        variables: { input: START_GRAPHQL },
      },
    });
    expect(graphql.status).toBe(503);
    expect(graphql.headers.get('retry-after')).toBe('2');
    expect(graphql.body.data).toBeNull();
    expect(graphql.body.errors[0]).toMatchObject({
      message: 'The server is busy, try again in 2 s',
      extensions: { code: 'SERVER_BUSY', appCode: 'SERVER_BUSY', details: { retryAfterSeconds: 2 } },
    });

    const rest = await server.request('POST', '/game/start', { token, body: START });
    expect(rest.status).toBe(503);
    expect(rest.headers.get('retry-after')).toBe('2');
    expect(rest.body).toEqual({
      message: 'The server is busy, try again in 2 s',
      code: 'SERVER_BUSY',
      details: { retryAfterSeconds: 2 },
    });

    // Nothing was read for the start, let alone written: wallet, ledger, games and audit as before.
    expect(await walletAndLedger(server, 'demo')).toEqual(wallet);
    expect(await counts(server)).toEqual(rows);
    expect(await auditRows()).toBe(audit);
    const active = await server.graphql('{ activeGame { gameId } }', {}, token);
    expect(active.body.data?.activeGame ?? null).toBeNull();
  });
});
