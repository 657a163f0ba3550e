import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { sqlEm } from '../../shared/db/sql';
import { newHost, START } from '../../../test/helpers/game';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

it('30 game starts in flight against a pool that pays for 10: exactly 10 bonuses, the pool drawn down exactly', async () => {
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

  const results = await Promise.all(
    Array.from({ length: 30 }, () => server.request('POST', '/game/start', { token, body: START })),
  );
  expect(results.map((r) => r.status)).toEqual(Array(30).fill(200));
  const bonuses = results.map((r) => r.body.totalBonusAmount as number);
  expect(bonuses.filter((b) => b > 0)).toEqual(Array(10).fill(5));
  expect(results.filter((r) => r.body.payoutToWinner === r.body.baseAmount + 5)).toHaveLength(10);

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
