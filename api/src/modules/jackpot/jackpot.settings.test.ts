import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JACKPOT_CALL_LIMIT_MESSAGE, JACKPOT_SHARE_MESSAGE, regularGame } from '@bingo/core';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { expectRefusedUnchanged } from '../../../test/helpers/refused';
import { endActive, newHost, START } from '../../../test/helpers/game-fixtures';
import { sqlEm } from '../../shared/db/sql';

let server: TestServer;
const tokens: Record<string, string> = {};
let hostToken: string;
let hostId: string;

const SET = `mutation($input: JackpotSettingsInput!) { updateJackpotSettings(input: $input) { amount: amountSantim accrualShare callLimit enabled } }`;
const POOL = `query($hostId: ID) { jackpotPool(hostId: $hostId) { amount: amountSantim accrualShare callLimit enabled } }`;

beforeAll(async () => {
  server = await startTestServer();
  for (const name of ['superadmin', 'owner.hawassa', 'owner.ale', 'hawassa1']) tokens[name] = await server.login(name);
  // "hawassa-jp" is in the hawassa group by its prefix.
  hostToken = await newHost(server, 'hawassa-jp', 1_000_000);
  hostId = (
    await sqlEm(server.orm).execute<{ id: string }[]>("select id from account where username = 'hawassa-jp'")
  )[0]!.id;
});
afterAll(() => server?.close());

const set = (input: Record<string, unknown>, who = 'owner.hawassa') =>
  server.graphql(SET, { input: { hostId, accrualShare: 0.1, callLimit: 40, ...input } }, tokens[who]);
const pool = async () => (await server.graphql(POOL, {}, hostToken)).body.data.jackpotPool;
const startRegular = async () => {
  await endActive(server, hostToken);
  const res = await server.request('POST', '/game/start', { token: hostToken, body: { ...START, bettingAmount: 100 } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
};
const PROFIT = regularGame({ bet: 10_000, cardCount: 3, commissionRate: 2000 }).profit;

describe('jackpot settings', () => {
  it('start off: no accrual until the owner turns the jackpot on', async () => {
    expect(await pool()).toEqual({ amount: 0, accrualShare: 0, callLimit: 50, enabled: false });
    await startRegular();
    expect((await pool()).amount).toBe(0);
  });

  it("the owner turns it on with a 10 % share: the host's games accrue 10 % of their profit from then on", async () => {
    const res = await set({ enabled: true });
    expect(res.body.data.updateJackpotSettings).toEqual({ amount: 0, accrualShare: 0.1, callLimit: 40, enabled: true });
    await startRegular();
    expect(await pool()).toMatchObject({ amount: Math.floor(PROFIT / 10), enabled: true });
  });

  it('the super admin turns it off: the pool keeps its amount and stops accruing', async () => {
    const res = await set({ enabled: false, accrualShare: 0.25, callLimit: 60 }, 'superadmin');
    expect(res.body.data.updateJackpotSettings).toMatchObject({ accrualShare: 0.25, callLimit: 60, enabled: false });
    await startRegular();
    expect((await pool()).amount).toBe(Math.floor(PROFIT / 10));
    const [audit] = await sqlEm(server.orm).execute<{ n: string }[]>(
      "select count(*) as n from audit_log where action = 'jackpot.configure' and subject_id = ?",
      [hostId],
    );
    expect(Number(audit!.n)).toBe(2);
  });

  it('enabled omitted turns it on (a share set is a share used)', async () => {
    expect((await set({ accrualShare: 0.05 })).body.data.updateJackpotSettings.enabled).toBe(true);
  });
});

describe('refused: a clear message, nothing changed', () => {
  const refused = (call: () => Promise<{ body: any }>, code: string, message?: string | RegExp) =>
    expectRefusedUnchanged(server, call, code, message);

  it.each([
    ['a share above 1', { accrualShare: 1.5 }, JACKPOT_SHARE_MESSAGE],
    ['a negative share', { accrualShare: -0.1 }, JACKPOT_SHARE_MESSAGE],
    ['a call limit of 0', { callLimit: 0 }, JACKPOT_CALL_LIMIT_MESSAGE],
    ['a call limit of 76', { callLimit: 76 }, JACKPOT_CALL_LIMIT_MESSAGE],
  ])('%s: BAD_USER_INPUT', async (_name, input, message) => {
    await refused(() => set(input), 'BAD_USER_INPUT', message);
  });

  it('an unknown host: NOT_FOUND', async () => {
    await refused(
      () =>
        server.graphql(
          SET,
          { input: { hostId: crypto.randomUUID(), accrualShare: 0.1, callLimit: 40 } },
          tokens.superadmin,
        ),
      'NOT_FOUND',
      /Host not found/,
    );
  });

  it("another group's owner: NOT_FOUND; a host: FORBIDDEN; anonymous: UNAUTHENTICATED", async () => {
    await refused(() => set({}, 'owner.ale'), 'NOT_FOUND');
    await refused(() => set({}, 'hawassa1'), 'FORBIDDEN');
    await refused(
      () => server.graphql(SET, { input: { hostId, accrualShare: 0.1, callLimit: 40 } }),
      'UNAUTHENTICATED',
    );
    await refused(
      () => server.graphql(SET, { input: { hostId, accrualShare: 0.1, callLimit: 40 } }, hostToken),
      'FORBIDDEN',
    );
  });
});
