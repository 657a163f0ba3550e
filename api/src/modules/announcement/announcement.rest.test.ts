import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/test-server';

let server: TestServer;
let superToken: string;
let hostToken: string;
beforeAll(async () => {
  server = await startTestServer();
  superToken = await server.login('superadmin');
  hostToken = await server.login('demo');
});
afterAll(() => server?.close());

const iso = (msFromNow: number) => new Date(Date.now() + msFromNow).toISOString();

describe('announcements', () => {
  it('hosts see the active ones (the demo anniversary included); a future or switched-off one is not shown', async () => {
    const future = await server.request('POST', '/api/admin/announcements', {
      token: superToken,
      body: { title: 'Later', body: 'Not yet', startsAt: iso(3600_000), endsAt: iso(7200_000) },
    });
    expect(future.status).toBe(201);
    const now = await server.request('POST', '/api/admin/announcements', {
      token: superToken,
      body: {
        title: 'Now',
        body: 'Prize today',
        link: 'https://example.org/x',
        startsAt: iso(-60_000),
        endsAt: iso(3600_000),
      },
    });
    const active = await server.request('GET', '/api/announcements', { token: hostToken });
    const titles = active.body.map((a: { title: string }) => a.title);
    expect(titles).toEqual(expect.arrayContaining(['Now', '4ኛ ዓመት በዓል']));
    expect(titles).not.toContain('Later');

    await server.request('PUT', `/api/admin/announcements/${now.body.id}`, {
      token: superToken,
      body: { title: 'Now', body: 'Prize today', startsAt: iso(-60_000), endsAt: iso(3600_000), isActive: false },
    });
    const after = await server.graphql('{ activeAnnouncements { title } }', undefined, hostToken);
    expect(after.body.data.activeAnnouncements.map((a: { title: string }) => a.title)).not.toContain('Now');
  });

  it('only the super admin writes; bad input is a 400 that creates nothing', async () => {
    const body = { title: 'x', body: 'y', startsAt: iso(0), endsAt: iso(3600_000) };
    expect((await server.request('POST', '/api/admin/announcements', { token: hostToken, body })).status).toBe(403);
    expect((await server.request('GET', '/api/announcements')).status).toBe(401);
    const before = (await server.request('GET', '/api/admin/announcements', { token: superToken })).body.length;
    for (const bad of [
      { ...body, link: 'javascript:alert(1)' },
      { ...body, endsAt: iso(-3600_000) },
      { ...body, title: '' },
      { ...body, startsAt: 'soon' },
    ]) {
      const res = await server.request('POST', '/api/admin/announcements', { token: superToken, body: bad });
      expect(res.status, JSON.stringify(res.body)).toBe(400);
    }
    expect((await server.request('GET', '/api/admin/announcements', { token: superToken })).body.length).toBe(before);
  });
});
