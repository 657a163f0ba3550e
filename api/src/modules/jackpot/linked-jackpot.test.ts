import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { expectRefusedUnchanged } from '../../../test/helpers/refused';
import { guardedSnapshot } from '../../../test/db-snapshot';
import { regularGame } from '@bingo/core';
import { START } from '../../../test/helpers/game-fixtures';
import { sqlEm } from '../../shared/db/sql';

/**
 * docs/games-and-money.md#linked-jackpot: who may link which halls, every bad input refused with
 * core's code and nothing changed, unlinking keeps the history, and a linked hall's pool as the
 * operator reads it.
 */
let server: TestServer;
const tokens: Record<string, string> = {};
const ids: Record<string, string> = {};

const POOL =
  'id name amountSantim accrualShare callLimit round halls { hostId username } results { kind hostUsername }';
const CREATE = `mutation($input: LinkedJackpotInput!) { createLinkedJackpot(input: $input) { ${POOL} } }`;
const UPDATE = `mutation($input: UpdateLinkedJackpotInput!) { updateLinkedJackpot(input: $input) { ${POOL} } }`;
const LIST = `{ linkedJackpots { ${POOL} } }`;
const gql = (query: string, variables: Record<string, unknown>, who: string) =>
  server.graphql(query, variables, tokens[who]);
const draft = (over: Record<string, unknown> = {}) => ({
  name: 'Hawassa grand',
  accrualShare: 0.1,
  callLimit: 40,
  hostIds: [ids.hawassa1, ids.hawassa2],
  ...over,
});
const reason = (res: { body: any }) => res.body.errors?.[0]?.extensions?.details?.reason;

beforeAll(async () => {
  server = await startTestServer();
  for (const name of ['superadmin', 'owner.hawassa', 'owner.ale', 'hawassa1', 'hawassa2', 'ale1'])
    tokens[name] = await server.login(name);
  const rows = await sqlEm(server.orm).execute<{ id: string; username: string }[]>(
    "select id, username from account where username in ('hawassa1', 'hawassa2', 'ale1')",
  );
  for (const r of rows) ids[r.username] = r.id;
});
afterAll(() => server?.close());

describe('linking halls into one jackpot', () => {
  it("refuses another group's halls, bad shares, names and hall lists, a host; nothing changes", async () => {
    const refusals: [Record<string, unknown>, string, string, string][] = [
      [draft({ hostIds: [ids.hawassa1, ids.ale1] }), 'owner.hawassa', 'FORBIDDEN', 'HALL_NOT_IN_GROUP'],
      [draft(), 'owner.ale', 'FORBIDDEN', 'HALL_NOT_IN_GROUP'],
      [
        draft({ hostIds: [ids.hawassa1, '00000000-0000-4000-8000-000000000000'] }),
        'owner.hawassa',
        'FORBIDDEN',
        'HALL_NOT_IN_GROUP',
      ],
      [draft({ accrualShare: 1.5 }), 'owner.hawassa', 'BAD_USER_INPUT', 'SHARE'],
      [draft({ accrualShare: -0.1 }), 'owner.hawassa', 'BAD_USER_INPUT', 'SHARE'],
      [draft({ accrualShare: 0.123456 }), 'owner.hawassa', 'BAD_USER_INPUT', 'SHARE'],
      [draft({ callLimit: 0 }), 'owner.hawassa', 'BAD_USER_INPUT', 'CALL_LIMIT'],
      [draft({ name: '  ' }), 'owner.hawassa', 'BAD_USER_INPUT', 'NAME'],
      [draft({ name: 'x'.repeat(61) }), 'owner.hawassa', 'BAD_USER_INPUT', 'NAME'],
      [draft({ hostIds: [ids.hawassa1] }), 'owner.hawassa', 'BAD_USER_INPUT', 'TOO_FEW_HALLS'],
      [draft({ hostIds: [ids.hawassa1, ids.hawassa1] }), 'owner.hawassa', 'BAD_USER_INPUT', 'DUPLICATE_HALL'],
      [draft({ hostIds: [ids.hawassa1, ids.ale1] }), 'superadmin', 'BAD_USER_INPUT', 'MIXED_GROUPS'],
    ];
    for (const [input, who, code, why] of refusals) {
      await expectRefusedUnchanged(server, () => gql(CREATE, { input }, who), code);
      expect(reason(await gql(CREATE, { input }, who)), JSON.stringify(input)).toBe(why);
    }
    await expectRefusedUnchanged(server, () => gql(CREATE, { input: draft() }, 'hawassa1'), 'FORBIDDEN');
    // REST answers the same codes (400 with core's message and the reason).
    const before = await guardedSnapshot(server.orm);
    const rest = await server.request('POST', '/api/linked-jackpots', {
      token: tokens['owner.hawassa'],
      body: draft({ accrualShare: 2 }),
    });
    expect(rest.status).toBe(400);
    expect(rest.body).toMatchObject({ code: 'BAD_INPUT', details: { reason: 'SHARE' } });
    const foreign = await server.request('POST', '/api/linked-jackpots', {
      token: tokens['owner.ale'],
      body: draft(),
    });
    expect(foreign.status).toBe(403);
    expect(foreign.body.message).toBe('Only halls of your own group can be linked');
    expect((await server.request('GET', '/api/linked-jackpots', { token: tokens.hawassa1 })).status).toBe(403);
    expect(await guardedSnapshot(server.orm)).toEqual(before);
  });

  it('links, keeps a hall in one pool, scopes by group, and unlinking keeps the history', async () => {
    const made = await gql(CREATE, { input: draft() }, 'owner.hawassa');
    expect(made.body.errors).toBeUndefined();
    const pool = made.body.data.createLinkedJackpot;
    expect(pool).toMatchObject({ name: 'Hawassa grand', amountSantim: 0, accrualShare: 0.1, callLimit: 40, round: 0 });
    expect(pool.halls.map((h: { username: string }) => h.username)).toEqual(['hawassa1', 'hawassa2']);

    // A hall is in at most one pool.
    await expectRefusedUnchanged(
      server,
      () => gql(CREATE, { input: draft({ name: 'Second' }) }, 'owner.hawassa'),
      'CONFLICT',
    );
    expect(reason(await gql(CREATE, { input: draft({ name: 'Second' }) }, 'owner.hawassa'))).toBe(
      'HALL_IN_ANOTHER_POOL',
    );
    // Another group's owner neither sees nor changes it.
    expect((await gql(LIST, {}, 'owner.ale')).body.data.linkedJackpots).toEqual([]);
    await expectRefusedUnchanged(
      server,
      () => gql(UPDATE, { input: { ...draft(), id: pool.id } }, 'owner.ale'),
      'NOT_FOUND',
    );
    await expectRefusedUnchanged(
      server,
      () => gql(UPDATE, { input: { ...draft({ hostIds: [ids.hawassa1, ids.ale1] }), id: pool.id } }, 'owner.hawassa'),
      'FORBIDDEN',
    );

    // The operator reads the linked pool where its own jackpot is shown.
    const seen = await server.graphql(
      '{ jackpotPool { amountSantim enabled callLimit linkedPoolName } }',
      {},
      tokens.hawassa1,
    );
    expect(seen.body.data.jackpotPool).toEqual({
      amountSantim: 0,
      enabled: true,
      callLimit: 40,
      linkedPoolName: 'Hawassa grand',
    });

    // A linked hall's game adds its share to the pool at start (and its entry records it).
    const started = await server.request('POST', '/game/start', {
      token: tokens.hawassa2,
      body: { ...START, bettingAmount: 100 },
    });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const share = Math.floor(regularGame({ bet: 10_000, cardCount: 3, commissionRate: 2000 }).profit / 10);
    const both = await server.graphql('{ jackpotPool { amountSantim } }', {}, tokens.hawassa1);
    expect(both.body.data.jackpotPool.amountSantim).toBe(share);
    await server.request('POST', `/game/${started.body.gameId}/end`, { token: tokens.hawassa2 });
    // Record a win directly, then unlink every hall: the pool and its history stay.
    await sqlEm(server.orm).execute(
      `insert into linked_jackpot_win (pool_id, round, host_id, game_id, amount, winner_card, completed_at_call, created_at)
       values (?, 0, ?, ?, 500, 1, 10, now())`,
      [pool.id, ids.hawassa2, started.body.gameId],
    );
    const unlinked = await gql(UPDATE, { input: { ...draft({ hostIds: [] }), id: pool.id } }, 'owner.hawassa');
    expect(unlinked.body.errors).toBeUndefined();
    expect(unlinked.body.data.updateLinkedJackpot.halls).toEqual([]);
    const [listed] = (await gql(LIST, {}, 'superadmin')).body.data.linkedJackpots;
    expect(listed.results).toEqual([{ kind: 'WIN', hostUsername: 'hawassa2' }]);
    const own = await server.graphql('{ jackpotPool { linkedPoolName } }', {}, tokens.hawassa1);
    expect(own.body.data.jackpotPool.linkedPoolName).toBeNull();

    // Relinked over REST by the super admin, with new settings.
    const relinked = await server.request('PUT', `/api/linked-jackpots/${pool.id}`, {
      token: tokens.superadmin,
      body: draft({ callLimit: 75, accrualShare: 0.25 }),
    });
    expect(relinked.status).toBe(200);
    expect(relinked.body).toMatchObject({ callLimit: 75, accrualShare: 0.25, round: 0 });
    expect(relinked.body.halls).toHaveLength(2);
  });
});
