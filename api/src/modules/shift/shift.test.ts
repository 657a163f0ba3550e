import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { expectRefusedUnchanged } from '../../../test/helpers/refused';
import { guardedSnapshot } from '../../../test/db-snapshot';
import { playOut, START } from '../../../test/helpers/game-fixtures';
import { countOf, tillMoneyOf } from '../../../test/helpers/till';
import { sqlEm } from '../../shared/db/sql';
import { verifyAuditChain } from '../audit';

let server: TestServer;
const tokens: Record<string, string> = {};
let hostId: string;

const SHIFT = `id hostId floatSantim cashInSantim cashOutSantim games freeSantim bonusSantim expectedSantim closedAt countedSantim differenceSantim note corrections { amountSantim note }`;
const OPEN = `mutation($counts: [DenominationCountInput!]!) { openShift(input: { counts: $counts }) { ${SHIFT} } }`;
const CLOSE = `mutation($input: CloseShiftInput!) { closeShift(input: $input) { ${SHIFT} } }`;
const SETTINGS = `mutation($input: TillSettingsInput!) { updateTillSettings(input: $input) { shiftsRequired toleranceSantim payoutReviewSantim } }`;
const FLAGS = `query { flaggedPayouts { gameId hostId amountSantim thresholdSantim acknowledgedAt note } }`;
const METERS = `query($hostId: ID) { meters(hostId: $hostId) { hostId cashInSantim cashOutSantim games freeSantim bonusSantim } }`;

const gql = (query: string, variables: Record<string, unknown>, who = 'hawassa1') =>
  server.graphql(query, variables, tokens[who]);
const start = (body: Record<string, unknown> = START) =>
  server.request('POST', '/game/start', { token: tokens.hawassa1, body });
const end = (gameId: string) => server.request('POST', `/game/${gameId}/end`, { token: tokens.hawassa1 });

beforeAll(async () => {
  server = await startTestServer();
  for (const name of ['superadmin', 'owner.hawassa', 'owner.ale', 'hawassa1', 'hawassa2', 'ale1'])
    tokens[name] = await server.login(name);
  hostId = (await sqlEm(server.orm).execute<{ id: string }[]>("select id from account where username = 'hawassa1'"))[0]!
    .id;
});
afterAll(() => server?.close());

describe('the till', () => {
  it('with shifts required, a game starts only inside an open shift; nothing changes otherwise', async () => {
    const set = await gql(
      SETTINGS,
      { input: { hostId, shiftsRequired: true, toleranceSantim: 1000, payoutReviewSantim: 1000 } },
      'owner.hawassa',
    );
    expect(set.body.errors).toBeUndefined();
    expect(set.body.data.updateTillSettings).toEqual({
      shiftsRequired: true,
      toleranceSantim: 1000,
      payoutReviewSantim: 1000,
    });
    const before = await guardedSnapshot(server.orm);
    const refused = await start();
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Open a shift before starting a game: this hall requires one');
    expect(await guardedSnapshot(server.orm)).toEqual(before);
    // A host may not change its own till settings.
    await expectRefusedUnchanged(
      server,
      () => gql(SETTINGS, { input: { hostId, shiftsRequired: false } }),
      'FORBIDDEN',
    );
  });

  it('open → three games (won, abandoned, free) → close: expected = float + in − out to the santim', async () => {
    const opened = await gql(OPEN, {
      counts: [
        { birr: 100, count: 5 },
        { birr: 10, count: 3 },
      ],
    });
    expect(opened.body.errors).toBeUndefined();
    const shift = opened.body.data.openShift;
    expect(shift).toMatchObject({
      floatSantim: 53_000,
      cashInSantim: 0,
      games: 0,
      expectedSantim: 53_000,
      closedAt: null,
    });
    // One open shift per host.
    await expectRefusedUnchanged(
      server,
      () => gql(OPEN, { counts: countOf(10) }),
      'CONFLICT',
      /already have an open shift/,
    );

    const won = await start();
    expect(won.status, JSON.stringify(won.body)).toBe(200);
    await playOut(server, tokens.hawassa1!, won.body.gameId);
    const abandoned = await start();
    await end(abandoned.body.gameId);
    // A free game: a slot made due, as the passing of time would.
    const stepped = { authorization: `Bearer ${tokens.hawassa1}`, 'x-step-up': await server.stepUp(tokens.hawassa1!) };
    const later = new Date(Math.ceil((Date.now() + 2 * 86_400_000) / 300_000) * 300_000 + 3 * 3_600_000);
    const slot = await server.request('POST', '/free-game/schedule', {
      headers: stepped,
      body: { scheduledDateTime: later.toISOString().slice(0, 16) },
    });
    expect(slot.status, JSON.stringify(slot.body)).toBe(201);
    await sqlEm(server.orm).execute('update free_game_slot set scheduled_at = ? where id = ?', [
      new Date(Date.now() - 600_000),
      slot.body.schedule._id,
    ]);
    const free = await start({ ...START, cardPaletteNumbers: [4, 5, 6, 7] });
    expect(free.body.gameType).toBe('free');
    await playOut(server, tokens.hawassa1!, free.body.gameId);

    const money = await Promise.all([won, abandoned, free].map((g) => tillMoneyOf(server, g.body.gameId)));
    const sum = (k: keyof (typeof money)[number]) => money.reduce((a, m) => a + m[k], 0);
    expect(money[1]!.cashOut).toBe(0);
    expect(sum('cashOut')).toBeGreaterThan(0);
    const expected = 53_000 + sum('cashIn') - sum('cashOut');

    // A difference of 50 Birr, over the 10 Birr tolerance, without a note: refused, nothing changed.
    const counted = countOf((expected + 5_000) / 100);
    await expectRefusedUnchanged(
      server,
      () => gql(CLOSE, { input: { shiftId: shift.id, counts: counted } }),
      'BAD_USER_INPUT',
      "The count differs from the expected cash by 50 Birr, more than the hall's tolerance of 10 Birr: add a note",
    );
    // Someone else's shift is not found.
    await expectRefusedUnchanged(
      server,
      () => gql(CLOSE, { input: { shiftId: shift.id, counts: counted, note: 'x' } }, 'hawassa2'),
      'NOT_FOUND',
    );
    const closed = await gql(CLOSE, { input: { shiftId: shift.id, counts: counted, note: ' a 50 Birr note found ' } });
    expect(closed.body.errors).toBeUndefined();
    expect(closed.body.data.closeShift).toMatchObject({
      cashInSantim: sum('cashIn'),
      cashOutSantim: sum('cashOut'),
      freeSantim: sum('free'),
      bonusSantim: sum('bonus'),
      games: 3,
      expectedSantim: expected,
      countedSantim: expected + 5_000,
      differenceSantim: 5_000,
      note: 'a 50 Birr note found',
    });

    // The meters hold the same sums; the host, its owner and the super admin see them, another owner not.
    const meters = {
      hostId,
      cashInSantim: sum('cashIn'),
      cashOutSantim: sum('cashOut'),
      games: 3,
      freeSantim: sum('free'),
      bonusSantim: sum('bonus'),
    };
    expect((await gql(METERS, {})).body.data.meters).toEqual([meters]);
    expect((await gql(METERS, { hostId }, 'owner.hawassa')).body.data.meters).toEqual([meters]);
    expect((await gql(METERS, { hostId }, 'superadmin')).body.data.meters).toEqual([meters]);
    expect((await gql(METERS, { hostId }, 'owner.ale')).body.errors[0].extensions.code).toBe('NOT_FOUND');
    const rest = await server.request('GET', '/api/shifts/meters', { token: tokens.hawassa1 });
    expect(rest.body).toEqual([expect.objectContaining(meters)]);

    // A closed shift is read-only: closing again is refused; a correction is a new entry.
    await expectRefusedUnchanged(
      server,
      () => gql(CLOSE, { input: { shiftId: shift.id, counts: counted, note: 'again' } }),
      'CONFLICT',
      /closed/,
    );
    const CORRECT = `mutation($input: CorrectShiftInput!) { correctShift(input: $input) { differenceSantim corrections { amountSantim note } } }`;
    await expectRefusedUnchanged(
      server,
      () => gql(CORRECT, { input: { shiftId: shift.id, amountSantim: -5000, note: 'banked' } }),
      'FORBIDDEN',
    );
    const corrected = await gql(
      CORRECT,
      { input: { shiftId: shift.id, amountSantim: -5000, note: 'banked the note' } },
      'owner.hawassa',
    );
    expect(corrected.body.data.correctShift).toEqual({
      differenceSantim: 0,
      corrections: [{ amountSantim: -5000, note: 'banked the note' }],
    });

    // The won games' payouts are above the 10 Birr threshold: flagged for the owner until acknowledged.
    const flags = (await gql(FLAGS, {}, 'owner.hawassa')).body.data.flaggedPayouts;
    expect(flags.map((f: { gameId: string }) => f.gameId).sort()).toEqual([won.body.gameId, free.body.gameId].sort());
    expect((await gql(FLAGS, {}, 'owner.ale')).body.data.flaggedPayouts).toEqual([]);
    const ACK = `mutation($gameId: ID!, $note: String!) { acknowledgePayout(gameId: $gameId, note: $note) { gameId note acknowledgedAt } }`;
    await expectRefusedUnchanged(server, () => gql(ACK, { gameId: won.body.gameId, note: 'ok' }), 'FORBIDDEN');
    await expectRefusedUnchanged(
      server,
      () => gql(ACK, { gameId: won.body.gameId, note: 'ok' }, 'owner.ale'),
      'NOT_FOUND',
    );
    const ack = await gql(ACK, { gameId: won.body.gameId, note: 'paid in front of me' }, 'owner.hawassa');
    expect(ack.body.data.acknowledgePayout).toMatchObject({ gameId: won.body.gameId, note: 'paid in front of me' });
    expect((await gql(FLAGS, {}, 'owner.hawassa')).body.data.flaggedPayouts).toHaveLength(1);

    // Every change is in the audit chain, and the chain verifies.
    const actions = await sqlEm(server.orm).execute<{ action: string }[]>(
      "select action from audit_log where action like 'shift.%' or action like 'till.%'",
    );
    expect(new Set(actions.map((a) => a.action))).toEqual(
      new Set([
        'till.settings.update',
        'shift.open',
        'till.meter.start',
        'till.meter.end',
        'shift.close',
        'shift.correct',
        'till.payout.acknowledge',
      ]),
    );
    const conn = sqlEm(server.orm).getConnection();
    expect(await verifyAuditChain((sql, params) => conn.execute(sql, params as unknown[]))).toMatchObject({ ok: true });
  });

  it('refuses bad counts over both transports with a clear message, changing nothing', async () => {
    const bad: [unknown, RegExp][] = [
      [[{ birr: 100, count: -1 }], /must be a whole number of 0 or more/],
      [[{ birr: 100, count: 1.5 }], /must be a whole number of 0 or more/],
      [[{ birr: 20, count: 1 }], /20 Birr is not a denomination/],
      [
        [
          { birr: 100, count: 1 },
          { birr: 100, count: 2 },
        ],
        /counted twice/,
      ],
      [[{ birr: 200, count: 600_000 }], /above the limit of 100,000,000 Birr/],
      ['lots', /counts must be a list/],
    ];
    for (const [counts, message] of bad) {
      const before = await guardedSnapshot(server.orm);
      const res = await server.request('POST', '/api/shifts', { token: tokens.hawassa1, body: { counts } });
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body.message).toMatch(message);
      expect(await guardedSnapshot(server.orm)).toEqual(before);
    }
    // GraphQL refuses a fractional count before the service (Int), a negative one with the same message.
    expect((await gql(OPEN, { counts: [{ birr: 100, count: 1.5 }] })).body.errors[0].message).toMatch(/Int/);
    await expectRefusedUnchanged(
      server,
      () => gql(OPEN, { counts: [{ birr: 5, count: -2 }] }),
      'BAD_USER_INPUT',
      /0 or more/,
    );
  });

  it('REST opens and closes a shift under /api/shifts; a close and a game start at once: one wins, nothing lost', async () => {
    const opened = await server.request('POST', '/api/shifts', {
      token: tokens.hawassa1,
      body: { counts: countOf(100) },
    });
    expect(opened.status, JSON.stringify(opened.body)).toBe(201);
    const id = opened.body.id as string;
    expect((await server.request('GET', '/api/shifts/current', { token: tokens.hawassa1 })).body.shift.id).toBe(id);
    const [started, closed] = await Promise.all([
      start(),
      server.request('POST', `/api/shifts/${id}/close`, { token: tokens.hawassa1, body: { counts: countOf(100) } }),
    ]);
    const shift = (await server.request('GET', `/api/shifts/${id}`, { token: tokens.hawassa1 })).body;
    if (started.status === 200) {
      // The start won: the close saw the game running and was refused; the shift holds the game.
      expect(closed.status).toBe(409);
      expect(shift).toMatchObject({
        closedAt: null,
        games: 1,
        cashInSantim: (await tillMoneyOf(server, started.body.gameId)).cashIn,
      });
      await end(started.body.gameId);
      const again = await server.request('POST', `/api/shifts/${id}/close`, {
        token: tokens.hawassa1,
        body: { counts: countOf(shift.expectedSantim / 100) },
      });
      expect(again.status, JSON.stringify(again.body)).toBe(200);
    } else {
      // The close won: the start found no open shift and was refused; nothing was started.
      expect(closed.status).toBe(200);
      expect(started.status).toBe(409);
      expect(shift).toMatchObject({ games: 0, differenceSantim: 0 });
    }
    // Another host, owner outside the group: not found; the host's owner and the super admin see it.
    expect((await server.request('GET', `/api/shifts/${id}`, { token: tokens.hawassa2 })).status).toBe(404);
    expect((await server.request('GET', `/api/shifts/${id}`, { token: tokens['owner.ale'] })).status).toBe(404);
    expect((await server.request('GET', `/api/shifts/${id}`, { token: tokens['owner.hawassa'] })).status).toBe(200);
    const all = await server.request('GET', '/api/shifts', { token: tokens.superadmin });
    expect(all.body.map((s: { id: string }) => s.id)).toContain(id);
    expect((await server.request('GET', '/api/shifts', { token: tokens['owner.ale'] })).body).toEqual([]);
  });
});
