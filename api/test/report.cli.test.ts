import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './test-server';
import { fetchReport, parseArgs, render, toCsv } from '../scripts/report.cli';
import { figuresFor, insertGame, makeHost } from './helpers/stats';

let server: TestServer;
let token: string;
let hostId: string;

beforeAll(async () => {
  server = await startTestServer();
  hostId = await makeHost(server, 'hawassa5');
  for (let i = 0; i < 6; i++)
    await insertGame(server, {
      hostId,
      gameType: i % 2 ? 'house' : 'multiplierBingo',
      createdAt: new Date(Date.now() - i * 86_400_000 - 60_000),
      ...figuresFor(i),
    });
  const session = await server.login('owner.hawassa');
  token = (await server.request('POST', '/admin/api-tokens', { token: session, body: { name: 'cli' } })).body.token;
});
afterAll(() => server?.close());

describe('npm run report', () => {
  it('runs every documented report with a token', async () => {
    for (const name of ['daily-profit', 'house-pl', 'multiplier-summary', 'bonus-totals', 'host-ranking']) {
      const rows = await fetchReport(parseArgs([name, '--format', 'json']), server.url, token);
      expect(Array.isArray(rows), name).toBe(true);
    }
    const ranking = await fetchReport(parseArgs(['host-ranking']), server.url, token);
    expect(ranking[0]).toMatchObject({ rank: 1, username: expect.any(String) });
    const house = await fetchReport(parseArgs(['house-pl', '--host', hostId]), server.url, token);
    expect(house).toHaveLength(3);
  });

  it('prints CSV a spreadsheet opens as is', () => {
    const csv = toCsv([{ date: '2026-11-20', username: 'a,"b"', profit: '-12.50' }]);
    expect(csv).toBe('\uFEFFdate,username,profit\r\n2026-11-20,"a,""b""",-12.50\r\n');
    expect(toCsv([{ name: '=cmd()' }])).toContain('"=cmd()"');
    expect(render([{ a: 1 }], 'table')).toContain('a');
  });

  it("refuses bad arguments and passes the server's message on", async () => {
    expect(() => parseArgs(['nope'])).toThrow(/Unknown report/);
    expect(() => parseArgs(['daily-profit', '--format', 'xml'])).toThrow(/--format/);
    await expect(
      fetchReport(parseArgs(['daily-profit', '--from', '2026-02-01', '--to', '2026-01-01']), server.url, token),
    ).rejects.toThrow('endDate must not be before startDate');
  });
});
