import { afterAll, beforeAll, expect, it } from 'vitest';
import { regularGame, startFee } from '@bingo/core';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { sqlEm } from '../../shared/db/sql';
import { newHost, START, walletAndLedger } from '../../../test/helpers/game';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const FEE = startFee({
  gameType: 'regular',
  totalStakes: regularGame({ bet: 1000, cardCount: 3, commissionRate: 2000 }).totalStakes,
  commissionRate: 2000,
});

it('50 starts in flight for one host: exactly one game starts, the rest are refused (CONFLICT), one fee, wallet = ledger', async () => {
  const token = await newHost(server, 'busy-host', FEE * 21);
  const results = await Promise.all(
    Array.from({ length: 50 }, () => server.request('POST', '/game/start', { token, body: START })),
  );
  const ok = results.filter((r) => r.status === 200);
  const refused = results.filter((r) => r.status !== 200);
  expect(ok).toHaveLength(1);
  expect(
    refused.every((r) => r.status === 409 && r.body.message === 'End the running game before starting a new one'),
  ).toBe(true);
  const [row] = await sqlEm(server.orm).execute<{ n: string; active: string }[]>(
    "select count(*) as n, count(*) filter (where g.status = 'ACTIVE') as active from game g join account a on a.id = g.host_id where a.username = 'busy-host'",
  );
  expect(Number(row!.n)).toBe(1);
  expect(Number(row!.active)).toBe(1);
  const money = await walletAndLedger(server, 'busy-host');
  expect(money.wallet).toBe(money.ledgerSum);
  expect(money.wallet).toBe(FEE * 20);
});

it('starts on 30 hosts in flight against wallets that pay for one each: never negative, wallet = ledger', async () => {
  const tokens = await Promise.all(
    Array.from({ length: 30 }, (_, i) => newHost(server, `pair-host-${i}`, i % 2 === 0 ? FEE : FEE - 1)),
  );
  const results = await Promise.all(
    tokens.map((token) => server.request('POST', '/game/start', { token, body: START })),
  );
  expect(results.filter((r) => r.status === 200)).toHaveLength(15);
  for (let i = 0; i < 30; i++) {
    const money = await walletAndLedger(server, `pair-host-${i}`);
    expect(money.wallet).toBe(money.ledgerSum);
    expect(money.minBalanceAfter).toBeGreaterThanOrEqual(0);
  }
});
