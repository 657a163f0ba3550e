import { afterAll, beforeAll, expect, it } from 'vitest';
import { platformFee, regularGame } from '@bingo/core';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { sqlEm } from '../../shared/db/sql';
import { newHost, START, walletAndLedger } from '../../../test/helpers/game';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

it('50 starts in flight on a wallet that can pay for 20: exactly 20 games, wallet = ledger, never negative', async () => {
  const fee = platformFee(regularGame({ bet: 1000, cardCount: 3, commissionRate: 2000 }).profit);
  const token = await newHost(server, 'busy-host', fee * 21 - 1);
  const results = await Promise.all(
    Array.from({ length: 50 }, () => server.request('POST', '/game/start', { token, body: START })),
  );
  const ok = results.filter((r) => r.status === 200);
  const refused = results.filter((r) => r.status !== 200);
  expect(ok).toHaveLength(20);
  expect(refused.every((r) => r.status === 400 && r.body.message === 'Insufficient balance in wallet')).toBe(true);
  const [row] = await sqlEm(server.orm).execute<{ n: string; active: string }[]>(
    "select count(*) as n, count(*) filter (where g.status = 'ACTIVE') as active from game g join account a on a.id = g.host_id where a.username = 'busy-host'",
  );
  expect(Number(row!.n)).toBe(20);
  expect(Number(row!.active)).toBe(1);
  const money = await walletAndLedger(server, 'busy-host');
  expect(money.wallet).toBe(money.ledgerSum);
  expect(money.wallet).toBe(fee - 1);
  expect(money.minBalanceAfter).toBeGreaterThanOrEqual(0);
});
