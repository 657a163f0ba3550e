import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './test-server';
import { sqlEm } from '../src/shared/db/sql';
import { counts, feeEntries, newHost, START } from './helpers/game-fixtures';
import { KEY_REUSED } from '../src/modules/idempotency';

/**
 * Idempotency-Key on game starts and wallet changes (docs/games-and-money.md#idempotency), over real HTTP on the real
 * database: duplicates in flight at the same moment act once and answer the same result.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const key = (name: string) => `${name}-${crypto.randomUUID()}`;
const sql = <T>(text: string, params: unknown[] = []) => sqlEm(server.orm).execute<T[]>(text, params);
const START_GQL = 'mutation($input: StartGameInput!) { startGame(input: $input) { gameId commitment } }';
/** START as GraphQL takes it: the bet in santim. */
const { bettingAmount: startBet, ...startRest } = START;
const START_SANTIM = { ...startRest, bettingAmountSantim: startBet * 100 };

async function ledgerRows(username: string): Promise<number> {
  const [row] = await sql<{ n: string }>(
    'select count(*) as n from ledger_entry l join account a on a.id = l.account_id where a.username = ?',
    [username],
  );
  return Number(row!.n);
}

describe('game start with an Idempotency-Key', () => {
  it('12 concurrent duplicates (REST and GraphQL) start one game and all answer it', async () => {
    const token = await newHost(server, 'idem-host-1', 1_000_000_00);
    const before = await counts(server);
    const k = key('start');
    const rest = Array.from({ length: 8 }, () =>
      server.request('POST', '/game/start', { token, body: START, headers: { 'idempotency-key': k } }),
    );
    const gql = Array.from({ length: 4 }, () =>
      server.graphql(START_GQL, { input: START_SANTIM }, token, { 'idempotency-key': k }),
    );
    const [restAnswers, gqlAnswers] = await Promise.all([Promise.all(rest), Promise.all(gql)]);

    for (const r of restAnswers) expect(r.status, JSON.stringify(r.body)).toBe(200);
    const ids = new Set([
      ...restAnswers.map((r) => r.body.gameId),
      ...gqlAnswers.map((r) => r.body.data?.startGame?.gameId),
    ]);
    expect(ids.size, JSON.stringify(gqlAnswers.map((r) => r.body))).toBe(1);
    const [gameId] = [...ids] as [string];
    expect(new Set(restAnswers.map((r) => r.body.commitment)).size).toBe(1);

    const after = await counts(server);
    expect(after.games - before.games).toBe(1);
    expect(await feeEntries(server, gameId)).toHaveLength(1);
    // The replayed start did not end its own game as "replaced".
    expect((await server.request('GET', '/game/active', { token })).body.game.gameId).toBe(gameId);
  });

  it('the same key with a different body answers 422 with a message and changes nothing', async () => {
    const token = await newHost(server, 'idem-host-2', 1_000_000_00);
    const k = key('start');
    const first = await server.request('POST', '/game/start', {
      token,
      body: START,
      headers: { 'idempotency-key': k },
    });
    expect(first.status).toBe(200);
    const before = await counts(server);
    const other = await server.request('POST', '/game/start', {
      token,
      body: { ...START, bettingAmount: 20 },
      headers: { 'idempotency-key': k },
    });
    expect(other.status).toBe(422);
    expect(other.body).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED', message: KEY_REUSED });
    const gql = await server.graphql(START_GQL, { input: { ...START_SANTIM, bettingAmountSantim: 2000 } }, token, {
      'idempotency-key': k,
    });
    expect(gql.body.errors[0].extensions.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await counts(server)).toEqual(before);
  });

  it('keys belong to one actor, expire after 24 h, and a malformed key is a 400', async () => {
    const a = await newHost(server, 'idem-host-3', 1_000_000_00);
    const b = await newHost(server, 'idem-host-4', 1_000_000_00);
    const k = key('shared');
    const ga = await server.request('POST', '/game/start', {
      token: a,
      body: START,
      headers: { 'idempotency-key': k },
    });
    const gb = await server.request('POST', '/game/start', {
      token: b,
      body: START,
      headers: { 'idempotency-key': k },
    });
    expect(ga.body.gameId).not.toBe(gb.body.gameId);

    const [row] = await sql<{ ttl: string }>(
      'select extract(epoch from expires_at - created_at) as ttl from idempotency_key where key = ? limit 1',
      [k],
    );
    expect(Number(row!.ttl)).toBe(24 * 3600);
    await sql("update idempotency_key set expires_at = now() - interval '1 second' where key = ?", [k]);
    // A host starts only when no game of its runs.
    await server.request('POST', `/game/${ga.body.gameId}/end`, { token: a });
    const again = await server.request('POST', '/game/start', {
      token: a,
      body: START,
      headers: { 'idempotency-key': k },
    });
    expect(again.status).toBe(200);
    expect(again.body.gameId).not.toBe(ga.body.gameId);

    const before = await counts(server);
    for (const bad of ['', 'has space', 'x'.repeat(256), 'ключ']) {
      const res = await server
        .request('POST', '/game/start', { token: a, body: START, headers: { 'idempotency-key': bad } })
        .catch(() => null);
      // fetch refuses non-Latin-1 header values itself; the others reach the server.
      if (res) {
        expect(res.status, bad).toBe(400);
        expect(res.body.message).toMatch(/Idempotency-Key must be/);
      }
    }
    expect(await counts(server)).toEqual(before);
  });

  it('a start refused for lack of money keeps no key: the retry is judged again', async () => {
    const token = await newHost(server, 'idem-host-5', 0);
    const k = key('poor');
    const refused = await server.request('POST', '/game/start', {
      token,
      body: START,
      headers: { 'idempotency-key': k },
    });
    expect(refused.status).toBe(400);
    expect(await sql('select 1 from idempotency_key where key = ?', [k])).toEqual([]);
  });
});

/** A new empty host, and a manager signed in with a step-up token. */
async function hostAndManager(
  username: string,
  manager: string,
): Promise<{ host: { id: string }; token: string; stepUp: string }> {
  await newHost(server, username, 0);
  const token = await server.login(manager);
  const [host] = await sql<{ id: string }>('select id from account where username = ?', [username]);
  return { host: host!, token, stepUp: await server.stepUp(token) };
}

describe('wallet changes with an Idempotency-Key', () => {
  it('owner top-ups: 10 concurrent duplicates move the money once, all answer the same balance', async () => {
    const { host, token: ownerToken, stepUp } = await hostAndManager('hawassa-idem', 'owner.hawassa');
    const k = key('topup');
    const path = `/admin/arif/offense/${host.id}/update/wallet`;
    const answers = await Promise.all([
      ...Array.from({ length: 6 }, () =>
        server.request('PUT', path, {
          token: ownerToken,
          body: { amount: 10_000 },
          headers: { 'x-step-up': stepUp, 'idempotency-key': k },
        }),
      ),
      ...Array.from({ length: 4 }, () =>
        server.graphql(
          'mutation($id: ID!) { topUpHost(input: { hostId: $id, amountSantim: 1000000 }) { walletBalance: walletBalanceSantim } }',
          { id: host.id },
          ownerToken,
          { 'x-step-up': stepUp, 'idempotency-key': k },
        ),
      ),
    ]);
    for (const a of answers.slice(0, 6)) expect(a.status, JSON.stringify(a.body)).toBe(200);
    expect(new Set(answers.slice(0, 6).map((a) => a.body.wallet))).toEqual(new Set([10_000]));
    for (const a of answers.slice(6))
      expect(a.body.data?.topUpHost?.walletBalance, JSON.stringify(a.body)).toBe(1_000_000);
    expect(await ledgerRows('hawassa-idem')).toBe(1);

    const changed = await server.request('PUT', path, {
      token: ownerToken,
      body: { amount: 20_000 },
      headers: { 'x-step-up': stepUp, 'idempotency-key': k },
    });
    expect(changed.status).toBe(422);
    expect(await ledgerRows('hawassa-idem')).toBe(1);
  });

  it('super admin adjustments: 10 concurrent duplicates adjust once', async () => {
    const { host, token, stepUp } = await hostAndManager('idem-adjust', 'superadmin');
    const k = key('adjust');
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        server.graphql(
          'mutation($id: ID!) { adjustHostWallet(input: { hostId: $id, amountSantim: 1250 }) { walletBalance: walletBalanceSantim } }',
          { id: host.id },
          token,
          { 'x-step-up': stepUp, 'idempotency-key': k },
        ),
      ),
    );
    for (const a of answers) expect(a.body.data?.adjustHostWallet?.walletBalance, JSON.stringify(a.body)).toBe(1250);
    expect(await ledgerRows('idem-adjust')).toBe(1);
  });
});
