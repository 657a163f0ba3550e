import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { sqlEm } from '../../shared/db/sql';
import { newHost, START } from '../../../test/helpers/game-fixtures';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

it('30 game starts in flight start one game; 30 games against a pool that pays for 10: exactly 10 bonuses, the pool drawn down exactly', async () => {
  const token = await newHost(server, 'pool-host', 1_000_000_00);
  const stepUp = await server.stepUp(token, 'host-pass-123');
  const created = await server.request('POST', '/bonus/create', {
    token,
    headers: { 'x-step-up': stepUp },
    body: {
      name: 'Pool',
      bonusType: 'fixed',
      bonusValue: 5,
      triggerType: 'bonus-pool',
      bonusPool: 50,
      minBonusAmount: 5,
      maxBonusAmount: 5,
      startDateTime: new Date(Date.now() - 3_600_000).toISOString(),
      endDateTime: new Date(Date.now() + 3_600_000).toISOString(),
    },
  });
  expect(created.status).toBe(201);

  // Starts in flight: the host's account row is locked first, so exactly one game (and one bonus) starts.
  const results = await Promise.all(
    Array.from({ length: 30 }, () => server.request('POST', '/game/start', { token, body: START })),
  );
  expect(results.filter((r) => r.status === 200)).toHaveLength(1);
  expect(results.filter((r) => r.status === 409)).toHaveLength(29);
  const bonuses = results.filter((r) => r.status === 200).map((r) => r.body.totalBonusAmount as number);
  // 29 more games, one after another: the pool pays 10 bonuses in all, then nothing.
  for (let i = 0; i < 29; i++) {
    const active = (await server.request('GET', '/game/active', { token })).body.game;
    await server.request('POST', `/game/${active.gameId}/end`, { token });
    const next = await server.request('POST', '/game/start', { token, body: START });
    expect(next.status).toBe(200);
    bonuses.push(next.body.totalBonusAmount as number);
  }
  expect(bonuses.filter((b) => b > 0)).toEqual(Array(10).fill(5));

  const [row] = await sqlEm(server.orm).execute<
    { remaining: string; distributed: number; awards: string; paid: string; games_paid: string }[]
  >(
    `select c.remaining_bonus_pool as remaining, c.distributed_count as distributed,
            (select count(*) from bonus_award a where a.config_id = c.id) as awards,
            (select coalesce(sum(amount), 0) from bonus_award a where a.config_id = c.id) as paid,
            (select coalesce(sum(total_bonus_amount), 0) from game g where g.host_id = c.host_id) as games_paid
       from bonus_config c where c.id = ?`,
    [created.body.bonus._id],
  );
  expect(Number(row!.remaining)).toBe(0);
  expect(Number(row!.distributed)).toBe(10);
  expect(Number(row!.awards)).toBe(10);
  expect(Number(row!.paid)).toBe(5000);
  expect(Number(row!.games_paid)).toBe(5000);
});
