import crypto from 'node:crypto';
import { newPublicCode } from '@bingo/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { expectRefusedUnchanged } from '../../../test/helpers/refused';
import { makeHost } from '../../../test/helpers/stats';
import { START } from '../../../test/helpers/game-fixtures';
import { guardedSnapshot } from '../../../test/db-snapshot';
import { sqlEm } from '../../shared/db/sql';
import { ANOMALY_BACKFILL } from '../../db/migrations/Migration20261129020000_anomalies';

let server: TestServer;
const tokens: Record<string, string> = {};
let lucky: string;
let fair: string;

const HOURS = 3_600_000;
/** Cards 4 to 13 in every seeded game: a card wins with probability 1/10 by chance. */
const CARDS = [4, 5, 6, 7, 8, 9, 10, 11, 12, 13];

/** A finished game with these cards and this winner, written as stored rows (the triggers roll it up). */
async function insertEnded(hostId: string, at: Date, winner: number | null, calls: number): Promise<void> {
  await sqlEm(server.orm).execute(
    `insert into game (id, host_id, card_set_id, game_type, status, bet_santim, card_palette_numbers, stakes, house_cards, cards, winning_patterns,
       call_speed_ms, seed, commitment, draw_order, winning_card, winning_calls, won_at_call, abandoned_at_call, house_win, commission_rate_bp,
       total_stakes, base_amount, total_bonus_amount, payout_to_winner, profit, platform_fee, bonuses, is_jackpot_game, jackpot_pool,
       jackpot_awarded, created_at, ended_at, end_reason, public_code)
     values (?, ?, 1, 'regular', 'ENDED', 1000, ?, '[]', '[]', '[]', '["any"]', 5000, ?, ?, '[]', ?, ?, ?, ?, false, 2000,
             10000, 8000, 0, 8000, 2000, 350, '[]', false, 0, 0, ?, ?, ?, ?)`,
    [
      crypto.randomUUID(),
      hostId,
      JSON.stringify(CARDS),
      'a'.repeat(64),
      'b'.repeat(64),
      winner,
      winner === null ? null : calls,
      winner === null ? null : calls,
      winner === null ? calls : null,
      at,
      at,
      winner === null ? 'ABANDONED' : 'ENDED',
      newPublicCode((n) => crypto.randomBytes(n)),
    ],
  );
}

const REPORT = `query($ownerGroupId: Int) { anomalies(ownerGroupId: $ownerGroupId) { startDate endDate hosts { hostId username games
  flags { kind value threshold cardNumber plays wins expectedWins pValue trend { day value } } } } }`;
const SET = `mutation($input: AnomalyThresholdsInput!) { setAnomalyThresholds(input: $input) { ownerGroupId isDefault cardWinPValue minGames } }`;
const EVIDENCE = `query($hostId: ID!, $kind: String!, $card: Int) { anomalyEvidence(hostId: $hostId, kind: $kind, cardNumber: $card) {
  games { gameId publicCode winningCard calls } shifts { shiftId } events { label } } }`;

const gql = (query: string, variables: Record<string, unknown>, who: string) =>
  server.graphql(query, variables, tokens[who]);
const hostOf = async (who = 'owner.hawassa') => {
  const res = await gql(REPORT, {}, who);
  expect(res.body.errors).toBeUndefined();
  return res.body.data.anomalies.hosts as { hostId: string; username: string; games: number; flags: any[] }[];
};

beforeAll(async () => {
  server = await startTestServer();
  for (const name of ['superadmin', 'owner.hawassa', 'owner.ale', 'hawassa1', 'ale1'])
    tokens[name] = await server.login(name);
  lucky = await makeHost(server, 'hawassalucky');
  fair = await makeHost(server, 'hawassafair');
  const now = Date.now();
  // 40 games each over the last 10 days. The lucky host's card 13 wins 12 of them; the fair
  // host's winners go round the ten cards (each wins 4, as chance would have it).
  // Oldest first, as games end (each is measured against the host's usual length before it).
  for (let i = 39; i >= 0; i--) {
    const at = new Date(now - (i * 6 + 1) * HOURS);
    await insertEnded(lucky, at, i < 12 ? 13 : CARDS[i % 9]!, 18 + (i % 7));
    await insertEnded(fair, at, CARDS[i % 10]!, 18 + (i % 7));
  }
}, 180_000);
afterAll(() => server?.close());

describe('anomalies', () => {
  it('flags the host whose card 13 wins 12 of 40 games (exact binomial p < 0.001); the fair host raises nothing', async () => {
    const hosts = await hostOf();
    const luckyRow = hosts.find((h) => h.hostId === lucky)!;
    const fairRow = hosts.find((h) => h.hostId === fair)!;
    expect(hosts[0]!.hostId).toBe(lucky); // most flags first
    expect(luckyRow.games).toBe(40);
    const card = luckyRow.flags.find((f) => f.kind === 'LUCKY_CARD');
    expect(card).toMatchObject({ cardNumber: 13, plays: 40, wins: 12, threshold: 0.001 });
    expect(card.expectedWins).toBeCloseTo(4);
    expect(card.pValue).toBeLessThan(0.001);
    expect(card.pValue).toBeGreaterThan(0);
    // Its trend: the card's wins per day, summing to 12 over the 30 days shown.
    expect(card.trend).toHaveLength(30);
    expect(card.trend.reduce((s: number, p: { value: number }) => s + p.value, 0)).toBe(12);
    expect(luckyRow.flags.filter((f) => f.kind === 'LUCKY_CARD')).toHaveLength(1);
    expect(fairRow).toMatchObject({ games: 40, flags: [] });
  });

  it("links the flag to the games behind it: the card's 12 wins", async () => {
    const res = await gql(EVIDENCE, { hostId: lucky, kind: 'LUCKY_CARD', card: 13 }, 'owner.hawassa');
    expect(res.body.errors).toBeUndefined();
    const games = res.body.data.anomalyEvidence.games;
    expect(games).toHaveLength(12);
    expect(games.every((g: { winningCard: number }) => g.winningCard === 13)).toBe(true);
    const rest = await server.request('GET', `/api/anomalies/${lucky}/LUCKY_CARD?cardNumber=13`, {
      token: tokens['owner.hawassa'],
    });
    expect(rest.status).toBe(200);
    expect(rest.body.games).toHaveLength(12);
  });

  it('thresholds outside their ranges are refused with a reason per field, nothing changed', async () => {
    await expectRefusedUnchanged(
      server,
      () => gql(SET, { input: { cardWinPValue: 0.5, minGames: 0 } }, 'owner.hawassa'),
      'BAD_USER_INPUT',
      /cardWinPValue must be from 1e-9 to 0.01/,
    );
    const before = await guardedSnapshot(server.orm);
    const rest = await server.request('PUT', '/api/anomalies/thresholds', {
      token: tokens['owner.hawassa'],
      body: { shortGameRatio: 0.45, abandonedRate: 2 },
    });
    expect(rest.status).toBe(400);
    expect(rest.body.code).toBe('BAD_INPUT');
    expect(rest.body.details.reasons).toEqual([
      { code: 'THRESHOLD_OUT_OF_RANGE', field: 'abandonedRate', min: 0.01, max: 1 },
      { code: 'THRESHOLD_OUT_OF_RANGE', field: 'shortGameRatio', min: 0.3, max: 0.5 },
    ]);
    const text = await server.request('PUT', '/api/anomalies/thresholds', {
      token: tokens['owner.hawassa'],
      body: { minGames: 'many' },
    });
    expect(text.status).toBe(400);
    expect(await guardedSnapshot(server.orm)).toEqual(before);
  });

  it("a tuned threshold applies to the group's hosts: at p < 1e-9 card 13 is within chance", async () => {
    const set = await gql(SET, { input: { cardWinPValue: 1e-9 } }, 'owner.hawassa');
    expect(set.body.errors).toBeUndefined();
    expect(set.body.data.setAnomalyThresholds).toMatchObject({ isDefault: false, cardWinPValue: 1e-9, minGames: 20 });
    expect((await hostOf()).find((h) => h.hostId === lucky)!.flags).toEqual([]);
    // The other group keeps the defaults.
    const ale = await server.request('GET', '/api/anomalies/thresholds', { token: tokens['owner.ale'] });
    expect(ale.body).toMatchObject({ isDefault: true, cardWinPValue: 0.001 });
    await gql(SET, { input: { cardWinPValue: 0.001 } }, 'owner.hawassa');
  });

  it("another group's owner sees none of these hosts and is refused theirs; hosts are refused the screen", async () => {
    const hosts = await hostOf('owner.ale');
    expect(hosts.some((h) => h.hostId === lucky || h.hostId === fair)).toBe(false);
    expect(hosts.every((h) => h.username.startsWith('ale'))).toBe(true);
    const evidence = await gql(EVIDENCE, { hostId: lucky, kind: 'LUCKY_CARD', card: 13 }, 'owner.ale');
    expect(evidence.body.errors[0].extensions.code).toBe('NOT_FOUND');
    const hawassaGroup = (
      await sqlEm(server.orm).execute<{ id: number }[]>("select id from owner_group where name = 'hawassa'")
    )[0]!.id;
    await expectRefusedUnchanged(
      server,
      () => gql(SET, { input: { ownerGroupId: hawassaGroup, cardWinPValue: 0.005 } }, 'owner.ale'),
      'FORBIDDEN',
    );
    const other = await gql(REPORT, { ownerGroupId: hawassaGroup }, 'owner.ale');
    expect(other.body.errors[0].extensions.code).toBe('FORBIDDEN');
    const host = await server.request('GET', '/api/anomalies', { token: tokens.hawassa1 });
    expect(host.status).toBe(403);
    // The super admin sees every group's hosts, one group's on request.
    const all = (await gql(REPORT, {}, 'superadmin')).body.data.anomalies.hosts;
    expect(all.some((h: { hostId: string }) => h.hostId === lucky)).toBe(true);
    const one = (await gql(REPORT, { ownerGroupId: hawassaGroup }, 'superadmin')).body.data.anomalies.hosts;
    expect(one.every((h: { username: string }) => h.username.startsWith('hawassa'))).toBe(true);
  });

  it('a game abandoned through the API, re-prints and the roll-ups equal a recount from the rows', async () => {
    const started = await server.request('POST', '/game/start', { token: tokens.hawassa1, body: START });
    expect(started.status).toBe(200);
    await server.request('POST', `/game/${started.body.gameId}/end`, { token: tokens.hawassa1 });
    const prints = `mutation($input: CardPrintsInput!) { recordCardPrints(input: $input) }`;
    expect((await gql(prints, { input: { paletteNumbers: [5, 6, 5] } }, 'hawassa1')).body.data.recordCardPrints).toBe(
      1,
    );
    expect((await gql(prints, { input: { paletteNumbers: [6] } }, 'hawassa1')).body.data.recordCardPrints).toBe(1);
    await expectRefusedUnchanged(
      server,
      () => gql(prints, { input: { paletteNumbers: [0] } }, 'hawassa1'),
      'BAD_USER_INPUT',
    );
    const em = sqlEm(server.orm);
    const [day] = await em.execute<{ games: number; abandoned: number; reprints: number }[]>(
      `select sum(games)::int as games, sum(abandoned)::int as abandoned, sum(reprints)::int as reprints
         from anomaly_rollup where host_id = (select id from account where username = 'hawassa1')`,
    );
    expect(day).toMatchObject({ abandoned: 1, reprints: 2 });
    const read = () =>
      Promise.all([
        em.execute('select * from anomaly_rollup order by host_id, day'),
        em.execute(
          'select grain, host_id, period, palette, plays, wins, round(expected::numeric, 9) as e from card_rollup order by 1, 2, 3, 4',
        ),
        em.execute('select * from anomaly_usual order by host_id'),
      ]);
    const kept = await read();
    for (const sql of ANOMALY_BACKFILL) await em.execute(sql);
    expect(await read()).toEqual(kept);
  });
});
