import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { sqlEm } from '../../shared/db/sql';
import { AccountSchema } from '../account';

let server: TestServer;
let admin: Record<string, string>;
let hostToken: string;
let otherToken: string;
let hostId: string;
let otherId: string;

const HOUR = 3_600_000;
const iso = (ms: number) => new Date(Date.now() + ms).toISOString();

beforeAll(async () => {
  server = await startTestServer();
  const token = await server.login('superadmin');
  admin = { authorization: `Bearer ${token}`, 'x-step-up': await server.stepUp(token) };
  hostToken = await server.login('hawassa1');
  otherToken = await server.login('ale1');
  const em = server.orm.em.fork();
  hostId = (await em.findOneOrFail(AccountSchema, { username: 'hawassa1' })).id;
  otherId = (await em.findOneOrFail(AccountSchema, { username: 'ale1' })).id;
});
afterAll(() => server?.close());

const status = (token: string, adminID: string) =>
  server.request('POST', '/api/game-button-status', { token, body: { adminID } });

describe('Power Games', () => {
  it('shows the button to targeted hosts only, records the click, and opens the link with a one-time code', async () => {
    expect((await status(hostToken, hostId)).body).toEqual({
      success: true,
      showButton: false,
      adminId: hostId,
      appearanceId: null,
      title: null,
      text: null,
    });

    const created = await server.request('POST', '/api/admin/power-games', {
      headers: admin,
      body: {
        title: 'Power Games',
        text: 'Up to 2000 birr',
        link: 'https://bonus.example/play?x=1',
        targetHostIds: [hostId],
        startsAt: iso(-HOUR),
        endsAt: iso(HOUR),
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);

    const s = await status(hostToken, hostId);
    expect(s.body).toMatchObject({
      success: true,
      showButton: true,
      adminId: hostId,
      title: 'Power Games',
      text: 'Up to 2000 birr',
    });
    expect(s.body.appearanceId).toEqual(expect.any(String));
    expect((await status(hostToken, hostId)).body.appearanceId).toBe(s.body.appearanceId); // one appearance per day
    expect((await status(otherToken, otherId)).body.showButton).toBe(false);
    // Asking about another host is not found.
    expect((await status(otherToken, hostId)).status).toBe(404);
    expect(
      (
        await server.request('POST', '/api/game-button-click', {
          token: otherToken,
          body: { adminId: otherId, appearanceId: s.body.appearanceId },
        })
      ).status,
    ).toBe(404);

    const click = await server.request('POST', '/api/game-button-click', {
      token: hostToken,
      body: { adminId: hostId, appearanceId: s.body.appearanceId, selectedNumbers: [3, 17, 42] },
    });
    expect(click.status).toBe(200);
    const url = new URL(click.body.url);
    expect(url.origin + url.pathname).toBe('https://bonus.example/play');
    expect(url.searchParams.get('x')).toBe('1');
    expect(JSON.parse(url.searchParams.get('selectedNumbers')!)).toEqual([3, 17, 42]);
    expect(click.body.url).not.toContain(hostToken);
    expect(url.searchParams.has('token')).toBe(false);
    const expiresIn = new Date(click.body.expiresAt).getTime() - Date.now();
    expect(expiresIn).toBeGreaterThan(100_000);
    expect(expiresIn).toBeLessThanOrEqual(120_000);
    // Clicked: the overlay stays hidden for the rest of the day.
    expect((await status(hostToken, hostId)).body.showButton).toBe(false);

    const code = url.searchParams.get('code')!;
    const redeemed = await server.request('POST', '/api/power-games/redeem', { body: { code } });
    expect(redeemed.status).toBe(200);
    expect(redeemed.body).toEqual({
      adminId: hostId,
      username: 'hawassa1',
      campaignId: created.body.id,
      selectedNumbers: [3, 17, 42],
    });
    const again = await server.request('POST', '/api/power-games/redeem', { body: { code } });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('This code is invalid, already used or expired');
    // Only the hash is stored.
    const [row] = await sqlEm(server.orm).execute<{ n: string }[]>(
      'select count(*) as n from power_code where code_hash = ?',
      [code],
    );
    expect(Number(row!.n)).toBe(0);

    const list = await server.request('GET', '/api/admin/power-games', { headers: admin });
    expect(list.body[0]).toMatchObject({ id: created.body.id, appearances: 1, clicks: 1 });
  });

  it('a code expires after 2 minutes', async () => {
    const s = await status(hostToken, hostId);
    const click = await server.request('POST', '/api/game-button-click', {
      token: hostToken,
      body: { adminId: hostId, appearanceId: s.body.appearanceId },
    });
    const code = new URL(click.body.url).searchParams.get('code')!;
    await sqlEm(server.orm).execute(
      "update power_code set expires_at = now() - interval '1 second' where used_at is null",
    );
    expect((await server.request('POST', '/api/power-games/redeem', { body: { code } })).status).toBe(400);
  });

  it('campaigns: super admin only, step-up required, bad input refused', async () => {
    const body = { title: 'T', link: 'https://x.example', targetAll: true, startsAt: iso(-HOUR), endsAt: iso(HOUR) };
    expect((await server.request('POST', '/api/admin/power-games', { token: hostToken, body })).status).toBe(403);
    expect(
      (
        await server.request('POST', '/api/admin/power-games', {
          headers: { authorization: admin.authorization! },
          body,
        })
      ).status,
    ).toBe(403);
    for (const bad of [
      { link: 'javascript:alert(1)' },
      { link: 'not a url' },
      { endsAt: iso(-2 * HOUR) },
      { targetAll: false },
      { targetAll: false, targetHostIds: ['00000000-0000-4000-8000-000000000000'] },
      { title: '' },
    ]) {
      const res = await server.request('POST', '/api/admin/power-games', { headers: admin, body: { ...body, ...bad } });
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.body.message).toEqual(expect.any(String));
    }
    const ok = await server.request('POST', '/api/admin/power-games', { headers: admin, body });
    expect(ok.status).toBe(201);
    const off = await server.request('PUT', `/api/admin/power-games/${ok.body.id}`, {
      headers: admin,
      body: { isActive: false },
    });
    expect(off.body).toMatchObject({ isActive: false, targetAll: true });
    expect((await server.request('POST', '/api/power-games/redeem', { body: { code: 'x' } })).status).toBe(400);
  });

  it('GraphQL: status and click issue a code for the signed-in host', async () => {
    const gql = (query: string, variables?: Record<string, unknown>) => server.graphql(query, variables, hostToken);
    const s = await gql('mutation { powerGameStatus { success showButton appearanceId } }');
    expect(s.body.data.powerGameStatus.success).toBe(true);
    const id = s.body.data.powerGameStatus.appearanceId;
    const c = await gql('mutation($i: PowerClickInput!) { powerGameClick(input: $i) { url expiresAt } }', {
      i: { appearanceId: id, selectedNumbers: [1] },
    });
    const code = new URL(c.body.data.powerGameClick.url).searchParams.get('code');
    const r = await server.graphql(
      'mutation($c: String!) { redeemPowerGameCode(input: { code: $c }) { username selectedNumbers } }',
      { c: code },
    );
    expect(r.body.data.redeemPowerGameCode).toEqual({ username: 'hawassa1', selectedNumbers: [1] });
  });
});
