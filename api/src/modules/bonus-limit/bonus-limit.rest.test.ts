import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_BONUS_LIMITS, DEFAULT_PLATFORM_SHARE_BP, startFee } from '@bingo/core';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { sqlEm } from '../../shared/db/sql';
import { feeEntries, newHost, playOut } from '../../../test/helpers/game-fixtures';

// Without limits, a step-up and POST /bonus/create {"bonusType":"fixed","bonusValue":1000000} would
// make the next 10-card game at 100 Birr pay 1,000,805 Birr with profit -999,805 and platformFee 0.
// The platform's limits refuse the configuration, cap what a game pays, and the fee comes from the
// stakes alone.
let server: TestServer;
let admin: string;
let adminStepUp: string;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login('superadmin');
  adminStepUp = await server.stepUp(admin);
});
afterAll(() => server?.close());

const HOUR = 3_600_000;
const iso = (ms: number) => new Date(Date.now() + ms).toISOString();
/** The finding's game: 10 cards at 100 Birr. */
const TEN_AT_100 = {
  bettingAmount: 100,
  cardPaletteNumbers: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
  callSpeed: 5000,
  gameType: 'regular',
  winningPatterns: ['any'],
};
/** Stakes 1,000 Birr, 20% commission: payout before bonuses 800 Birr; the fee from the stakes alone. */
const STAKES = 100_000;
const FEE = startFee({ gameType: 'regular', totalStakes: STAKES, commissionRate: 2000 }, DEFAULT_PLATFORM_SHARE_BP);

let seq = 0;
async function host() {
  const username = `limits-host-${++seq}`;
  const token = await newHost(server, username, 10_000_000_00);
  const headers = { 'x-step-up': await server.stepUp(token, 'host-pass-123') };
  const [row] = await sqlEm(server.orm).execute<{ id: string }[]>('select id from account where username = ?', [
    username,
  ]);
  return { token, headers, id: row!.id };
}

const bonusBody = (body: Record<string, unknown>) => ({
  name: 'Big',
  bonusType: 'fixed',
  bonusValue: 1_000_000,
  startDateTime: iso(-HOUR),
  endDateTime: iso(24 * HOUR),
  ...body,
});

async function playGame(token: string) {
  const start = await server.request('POST', '/game/start', { token, body: TEN_AT_100 });
  expect(start.status, JSON.stringify(start.body)).toBe(200);
  const gameId = start.body.gameId as string;
  await playOut(server, token, gameId);
  const [g] = await sqlEm(server.orm).execute<
    { total_bonus_amount: string; platform_fee: string; payout_to_winner: string | null; profit: string | null }[]
  >('select total_bonus_amount, platform_fee, payout_to_winner, profit from game where id = ?', [gameId]);
  return {
    gameId,
    bonus: Number(g!.total_bonus_amount),
    fee: Number(g!.platform_fee),
    fees: await feeEntries(server, gameId),
  };
}

const setLimits = (input: Record<string, unknown>) =>
  server.graphql(
    'mutation($input: SetBonusLimitsInput!) { setBonusLimits(input: $input) { id scope targetName maxPerGameSantim maxShareBp maxPerDaySantim } }',
    { input },
    admin,
    { 'x-step-up': adminStepUp },
  );

describe('bonus limits', () => {
  it("the finding's request is refused with the limit named, and nothing is stored", async () => {
    const h = await host();
    const res = await server.request('POST', '/bonus/create', {
      token: h.token,
      headers: h.headers,
      body: bonusBody({}),
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('BAD_INPUT');
    expect(res.body.message).toBe(
      "A fixed bonus of 1,000,000 Birr is above the limit: the platform's limit is 1,000 Birr of bonus per game.",
    );
    const percentage = await server.request('POST', '/bonus/create', {
      token: h.token,
      headers: h.headers,
      body: bonusBody({ bonusType: 'percentage', bonusValue: 60 }),
    });
    expect(percentage.status).toBe(400);
    expect(percentage.body.message).toMatch(/60% of the payout is above the limit.*50% of the stakes/);
    const [n] = await sqlEm(server.orm).execute<{ n: string }[]>(
      'select count(*) as n from bonus_config where host_id = ?',
      [h.id],
    );
    expect(Number(n!.n)).toBe(0);
  });

  it('an edit above the limit is refused too', async () => {
    const h = await host();
    const ok = await server.request('POST', '/bonus/create', {
      token: h.token,
      headers: h.headers,
      body: bonusBody({ bonusValue: 100 }),
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    const edit = await server.request('PUT', `/bonus/${ok.body.bonus._id}`, {
      token: h.token,
      headers: h.headers,
      body: { bonusValue: 5000 },
    });
    expect(edit.status).toBe(400);
    expect(edit.body.message).toMatch(/above the limit/);
  });

  it('a game never pays more than the limits, and the platform fee is never lowered by a bonus', async () => {
    const h = await host();
    // A configuration stored above the limits (made before they existed) is capped at game start.
    const made = await server.request('POST', '/bonus/create', {
      token: h.token,
      headers: h.headers,
      body: bonusBody({ bonusValue: 100 }),
    });
    expect(made.status).toBe(201);
    await sqlEm(server.orm).execute('update bonus_config set value = ? where id = ?', [
      100_000_000,
      made.body.bonus._id,
    ]);

    const first = await playGame(h.token);
    // 50% of 1,000 Birr of stakes: the default share cap (below the 1,000 Birr per game).
    expect(first.bonus).toBe((STAKES * DEFAULT_BONUS_LIMITS.maxShareBp) / 10_000);
    expect(first.fee).toBe(FEE);
    expect(first.fees).toEqual([-FEE]);
    expect(FEE).toBeGreaterThan(0);

    // A tighter limit for this host: 50 Birr a game, 560 Birr a day.
    const set = await setLimits({
      scope: 'HOST',
      targetId: h.id,
      maxPerGameSantim: 5_000,
      maxShareBp: 10_000,
      maxPerDaySantim: 56_000,
    });
    expect(set.body.errors, JSON.stringify(set.body.errors)).toBeUndefined();
    // Today already paid 500 Birr (first game): 560 - 500 = 60 left, 50 a game.
    const second = await playGame(h.token);
    expect(second.bonus).toBe(5_000);
    const third = await playGame(h.token);
    expect(third.bonus).toBe(1_000);
    const fourth = await playGame(h.token);
    expect(fourth.bonus).toBe(0);
    for (const g of [second, third, fourth]) expect(g.fee).toBe(FEE);
  });

  it("a host's limits win over its group's, the group's over the default", async () => {
    const h = await host();
    const [g] = await sqlEm(server.orm).execute<{ id: number }[]>("select id from owner_group where name = 'hawassa'");
    await sqlEm(server.orm).execute('update account set owner_group_id = ? where id = ?', [g!.id, h.id]);
    const effective = async () =>
      (
        await server.graphql(
          'query($id: ID) { effectiveBonusLimits(hostId: $id) { maxPerGameSantim source } }',
          { id: h.id },
          admin,
        )
      ).body.data.effectiveBonusLimits;
    expect(await effective()).toEqual({ maxPerGameSantim: DEFAULT_BONUS_LIMITS.maxPerGameSantim, source: 'DEFAULT' });
    const group = await setLimits({
      scope: 'GROUP',
      targetId: String(g!.id),
      maxPerGameSantim: 7_000,
      maxShareBp: 1000,
      maxPerDaySantim: 70_000,
    });
    expect(group.body.data.setBonusLimits).toMatchObject({ scope: 'GROUP', targetName: 'hawassa' });
    expect(await effective()).toEqual({ maxPerGameSantim: 7_000, source: 'GROUP' });
    const own = await setLimits({
      scope: 'HOST',
      targetId: h.id,
      maxPerGameSantim: 3_000,
      maxShareBp: 1000,
      maxPerDaySantim: 70_000,
    });
    expect(await effective()).toEqual({ maxPerGameSantim: 3_000, source: 'HOST' });
    const cleared = await server.graphql(
      'mutation($id: ID!) { clearBonusLimits(id: $id) }',
      { id: own.body.data.setBonusLimits.id },
      admin,
      {
        'x-step-up': adminStepUp,
      },
    );
    expect(cleared.body.data.clearBonusLimits).toBe(true);
    expect(await effective()).toEqual({ maxPerGameSantim: 7_000, source: 'GROUP' });
    const overview = await server.graphql(
      '{ bonusLimits { platformDefault { maxShareBp } limits { scope targetName } } }',
      {},
      admin,
    );
    expect(overview.body.data.bonusLimits.platformDefault.maxShareBp).toBe(DEFAULT_BONUS_LIMITS.maxShareBp);
  });

  it('limits are set only by the super admin, stepped up, within their bounds', async () => {
    const h = await host();
    const asHost = await server.graphql(
      'mutation { setBonusLimits(input: { scope: HOST, targetId: "x", maxPerGameSantim: 1, maxShareBp: 1, maxPerDaySantim: 1 }) { id } }',
      {},
      h.token,
      h.headers,
    );
    expect(asHost.body.errors[0].extensions.code).toBe('FORBIDDEN');
    const noStepUp = await server.graphql(
      'mutation($input: SetBonusLimitsInput!) { setBonusLimits(input: $input) { id } }',
      { input: { scope: 'HOST', targetId: h.id, maxPerGameSantim: 1, maxShareBp: 1, maxPerDaySantim: 1 } },
      admin,
    );
    expect(noStepUp.body.errors[0].extensions.appCode).toBe('STEP_UP_REQUIRED');
    for (const [input, message] of [
      [{ maxPerGameSantim: 2_000, maxPerDaySantim: 1_000 }, /maxPerDaySantim must not be below maxPerGameSantim/],
      [{ maxShareBp: 10_001 }, /maxShareBp must be from 0 to 10000/],
      [{ maxPerGameSantim: -1 }, /maxPerGameSantim must be from 0/],
    ] as const) {
      const res = await setLimits({
        scope: 'HOST',
        targetId: h.id,
        maxPerGameSantim: 100,
        maxShareBp: 100,
        maxPerDaySantim: 100_000,
        ...input,
      });
      expect(res.body.errors?.[0]?.message, JSON.stringify(input)).toMatch(message);
    }
    const unknown = await setLimits({
      scope: 'GROUP',
      targetId: '999999',
      maxPerGameSantim: 1,
      maxShareBp: 1,
      maxPerDaySantim: 1,
    });
    expect(unknown.body.errors[0].extensions.appCode).toBe('NOT_FOUND');
  });
});
