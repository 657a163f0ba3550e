import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../account';
import { verifyAuditChain } from '../audit';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { drawOf, setRevealed, START, walletAndLedger } from '../../../test/helpers/game-fixtures';
import { sqlEm } from '../../shared/db/sql';

/**
 * docs/games-and-money.md#linked-jackpot, on PGlite and (TEST_DATABASE_URL) PostgreSQL: four linked
 * halls start jackpot games at once (each adds its share to the one pool), then 20 winning claims
 * arrive at once, five per hall: exactly one hall takes the pool, once; the others are told (a
 * miss, paid without the pool); the pool resets once and its entries less its wins equal it.
 */
let server: TestServer;
const HALLS = ['hawassa-link1', 'hawassa-link2', 'hawassa-link3', 'hawassa-link4'];
const tokens: string[] = [];
const hostIds: string[] = [];
const sql = <T>(text: string, params: unknown[] = []) => sqlEm(server.orm).execute(text, params) as Promise<T>;

beforeAll(async () => {
  server = await startTestServer();
  const [group] = await sql<{ id: number }[]>("select id from owner_group where name = 'hawassa'");
  for (const username of HALLS) {
    const host = await createAccount(server.orm, {
      username,
      password: 'host-pass-123',
      role: 'HOST',
      cardSetId: 1,
      initialWalletSantim: 1_000_000,
      ownerGroupId: group!.id,
    });
    hostIds.push(host.id);
    tokens.push(await server.login(username, 'host-pass-123'));
  }
  const owner = await server.login('owner.hawassa');
  const made = await server.graphql(
    'mutation($input: LinkedJackpotInput!) { createLinkedJackpot(input: $input) { id } }',
    { input: { name: 'Four halls', accrualShare: 0.5, callLimit: 75, hostIds } },
    owner,
  );
  expect(made.body.errors).toBeUndefined();
});
afterAll(() => server?.close());

describe('a linked jackpot won in four halls at the same instant', () => {
  it('20 concurrent qualifying wins: one award, the pool reset once, the ledger adds up', async () => {
    // Four jackpot games start at once; each adds half its profit to the pool.
    const starts = await Promise.all(
      tokens.map((token) =>
        server.request('POST', '/game/start', { token, body: { ...START, bettingAmount: 100, isJackpotGame: true } }),
      ),
    );
    for (const s of starts) expect(s.status, JSON.stringify(s.body)).toBe(200);
    const games = starts.map((s) => s.body.gameId as string);
    const [pool] = await sql<{ id: string; amount: string; round: number }[]>(
      'select id, amount, round from linked_jackpot',
    );
    const entries = await sql<{ amount: string }[]>('select amount from linked_jackpot_entry where pool_id = ?', [
      pool!.id,
    ]);
    expect(entries).toHaveLength(4);
    const added = entries.reduce((sum, e) => sum + Number(e.amount), 0);
    expect(added).toBeGreaterThan(0);
    expect(Number(pool!.amount)).toBe(added);

    // Every game qualifies (call limit 75); each reaches its winning call, then five claims each.
    const plans = await Promise.all(games.map((id) => drawOf(server, id)));
    for (const [i, { plan }] of plans.entries()) {
      expect(plan.houseWin).toBe(false);
      await setRevealed(server, games[i]!, plan.winningCalls!);
    }
    const claims = await Promise.all(
      games.flatMap((id, i) =>
        Array.from({ length: 5 }, () =>
          server.request('POST', `/game/isWinner/${id}/${plans[i]!.plan.winningCard}`, { token: tokens[i], body: {} }),
        ),
      ),
    );
    expect(claims).toHaveLength(20);
    expect(claims.filter((c) => c.status === 200 && c.body.isWinner === true)).toHaveLength(4);

    const wins = await sql<{ game_id: string; amount: string; round: number }[]>(
      'select game_id, amount, round from linked_jackpot_win where pool_id = ?',
      [pool!.id],
    );
    const misses = await sql<{ game_id: string; round: number }[]>('select game_id, round from linked_jackpot_miss');
    expect(wins).toHaveLength(1);
    expect(Number(wins[0]!.amount)).toBe(added);
    expect(wins[0]!.round).toBe(0);
    expect(misses).toHaveLength(3);
    expect(new Set([...wins, ...misses].map((r) => r.game_id))).toEqual(new Set(games));
    const [after] = await sql<{ amount: string; round: number }[]>('select amount, round from linked_jackpot');
    expect(after).toMatchObject({ round: 1 });
    expect(Number(after!.amount)).toBe(0);
    expect(added - Number(wins[0]!.amount)).toBe(Number(after!.amount));

    // Each game's outcome: the taker's payout holds the pool, the others' only their own prize.
    const rows = await sql<{ id: string; payout_to_winner: string; profit: string; jackpot_awarded: string }[]>(
      `select id, payout_to_winner, profit, jackpot_awarded from game where id in (${games.map(() => '?').join(', ')})`,
      games,
    );
    for (const row of rows) {
      const { plan } = plans[games.indexOf(row.id)]!;
      const award = row.id === wins[0]!.game_id ? added : 0;
      expect(Number(row.jackpot_awarded)).toBe(award);
      expect(Number(row.payout_to_winner)).toBe(plan.payoutToWinner - plan.jackpotAwarded + award);
      expect(Number(row.profit)).toBe(plan.profit + plan.jackpotAwarded - award);
      const [paid] = await sql<{ total: string }[]>(
        "select coalesce(sum(payout), 0) as total from game_claim where game_id = ? and result = 'WON'",
        [row.id],
      );
      expect(Number(paid!.total)).toBe(Number(row.payout_to_winner));
    }
    // Wallets are their ledgers; the audit chains verify.
    for (const username of HALLS) {
      const { wallet, ledgerSum } = await walletAndLedger(server, username);
      expect(wallet).toBe(ledgerSum);
    }
    const verified = await verifyAuditChain((text, params) => sql(text, params as unknown[]));
    expect(verified.ok, JSON.stringify(verified)).toBe(true);

    // The next round starts from 0 and is taken again by its own first qualifying win.
    for (const [i, id] of games.entries()) await server.request('POST', `/game/${id}/end`, { token: tokens[i] });
    const next = await server.request('POST', '/game/start', {
      token: tokens[2],
      body: { ...START, bettingAmount: 100, isJackpotGame: true },
    });
    const { plan } = await drawOf(server, next.body.gameId);
    await setRevealed(server, next.body.gameId, plan.winningCalls!);
    const won = await server.request('POST', `/game/isWinner/${next.body.gameId}/${plan.winningCard}`, {
      token: tokens[2],
      body: {},
    });
    expect(won.body.isWinner).toBe(true);
    const [last] = await sql<{ amount: string; round: number }[]>('select amount, round from linked_jackpot');
    expect(last).toMatchObject({ round: 2 });
    expect(Number(last!.amount)).toBe(0);
  });
});
