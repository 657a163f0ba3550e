import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import {
  isoWeekMonday,
  EXPORT_COLUMNS,
  EXPORT_MEDIA_TYPES,
  MAX_EXPORT_RANGE_DAYS,
  addisDayKey,
  ethiopianDate,
  exportBirr,
  shiftDayKey,
} from '@bingo/core';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { figuresFor, insertGame, makeHost } from '../../../test/helpers/stats';
import { parseCsv } from '../../../test/helpers/csv';

/**
 * Exports over REST (docs/reporting.md#exports): the file's rows are the screen's query rows (the
 * JSON list or report the screen reads), in CSV and in XLSX read back with exceljs; headers and
 * dates in the viewer's language; the same scope as the screen; a range over the limit refused.
 */
let server: TestServer;
let hostA: string;
let hostB: string;
const tokens: Record<string, string> = {};
// More than one batch (EXPORT_BATCH_ROWS), with games sharing an instant so the keyset's tie-break counts.
const GAMES_A = 1_150;

beforeAll(async () => {
  server = await startTestServer();
  hostA = await makeHost(server, 'hawassa-export');
  hostB = await makeHost(server, 'ale-export');
  const now = Date.now();
  for (let i = 0; i < GAMES_A; i++) {
    const createdAt = new Date(now - Math.floor(i / 3) * 3_600_000 - 60_000);
    const type = i % 7 === 0 ? 'multiplierBingo' : 'regular';
    await insertGame(server, { hostId: hostA, gameType: type, createdAt, ...figuresFor(i) });
  }
  for (let i = 0; i < 5; i++)
    await insertGame(server, {
      hostId: hostB,
      gameType: 'regular',
      createdAt: new Date(now - i * 60_000),
      ...figuresFor(i),
    });
  for (const [name, user, password] of [
    ['a', 'hawassa-export', 'host-pass-123'],
    ['owner', 'owner.hawassa', 'demo1234'],
    ['otherOwner', 'owner.ale', 'demo1234'],
  ] as const)
    tokens[name] = await server.login(user, password);
  const made = await server.request('POST', '/admin/api-tokens', {
    token: tokens.owner,
    body: { name: 'exports', expiresInDays: 1 },
  });
  tokens.apiToken = made.body.token as string;
}, 300_000);
afterAll(() => server?.close());

async function download(path: string, token: string, headers: Record<string, string> = {}) {
  const res = await fetch(server.url + path, { headers: { authorization: `Bearer ${token}`, ...headers } });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

const csvRows = (bytes: Buffer) => {
  const text = bytes.toString('utf8');
  expect(text.charCodeAt(0)).toBe(0xfeff);
  return parseCsv(text.slice(1));
};

async function xlsxRows(bytes: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as never);
  const rows: unknown[][] = [];
  workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

/** Every page of the games list the screen reads (GET /admin/myGames, JSON, Birr). */
async function listedGames(token: string, hostId?: string) {
  const games: Record<string, any>[] = [];
  for (let page = 1; ; page++) {
    const res = await server.request('GET', `/admin/myGames?page=${page}${hostId ? `&hostId=${hostId}` : ''}`, {
      token,
    });
    expect(res.status).toBe(200);
    games.push(...res.body.games);
    if (page >= res.body.totalPages) return games;
  }
}

const birrText = (birr: number | null) => (birr === null ? '' : exportBirr(Math.round(birr * 100)));

describe('games list export', () => {
  it("CSV and XLSX rows equal the list's rows, every page, newest first", async () => {
    const listed = await listedGames(tokens.owner!, hostA);
    expect(listed).toHaveLength(GAMES_A);
    const expected = listed.map((g) => [
      g.createdAt,
      'hawassa-export',
      birrText(typeof g.bettingAmount === 'number' ? g.bettingAmount : null),
      String(g.players),
      birrText(g.payoutToWinner),
      birrText(g.profit),
      g.id,
    ]);

    const csv = await download(`/admin/myGames?format=csv&hostId=${hostA}`, tokens.owner!);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.headers.get('content-disposition')).toMatch(/attachment; filename="games-.*\.csv"/);
    const [header, ...rows] = csvRows(csv.bytes);
    const col = (key: keyof typeof EXPORT_COLUMNS) => header!.indexOf(EXPORT_COLUMNS[key].en);
    const pick = (r: readonly unknown[]) =>
      [
        col('dateTimeIso'),
        col('host'),
        col('betAmount'),
        col('players'),
        col('winningAmount'),
        col('profit'),
        col('gameId'),
      ].map((i) => r[i]);
    expect(rows.map(pick)).toEqual(expected);

    const xlsx = await download(`/admin/myGames?format=xlsx&hostId=${hostA}`, tokens.owner!);
    expect(xlsx.headers.get('content-type')).toBe(EXPORT_MEDIA_TYPES.xlsx);
    const [xHeader, ...xRows] = await xlsxRows(xlsx.bytes);
    expect(xHeader).toEqual(header);
    // Birr cells are numbers in the sheet: compared as the same two-decimal text.
    const asText = (v: unknown) =>
      typeof v === 'number' && !Number.isInteger(v) ? v.toFixed(2) : v === undefined || v === null ? '' : String(v);
    expect(
      xRows.map((r) =>
        pick(r).map((v, i) =>
          [2, 4, 5].includes(i) && v !== undefined && v !== null ? (v as number).toFixed(2) : asText(v),
        ),
      ),
    ).toEqual(expected);
  });

  it('answers Accept: text/csv on the same path, and the host its own games only', async () => {
    const res = await download('/admin/myGames', tokens.a!, { accept: 'text/csv' });
    expect(res.status).toBe(200);
    const [, ...rows] = csvRows(res.bytes);
    expect(rows).toHaveLength(GAMES_A);
    expect(new Set(rows.map((r) => r[2]))).toEqual(new Set(['hawassa-export']));
  });

  it('words headers, dates and values in Amharic (Ethiopian calendar) with an ISO column', async () => {
    const res = await download(`/admin/myGames?format=csv&hostId=${hostA}&lang=am`, tokens.owner!);
    const [header, first] = csvRows(res.bytes);
    expect(header!.slice(0, 3)).toEqual([
      EXPORT_COLUMNS.dateTime.am,
      EXPORT_COLUMNS.dateTimeIso.am,
      EXPORT_COLUMNS.host.am,
    ]);
    expect(first![0]).toContain(ethiopianDate(new Date(first![1]!), 'am-ET'));
    expect(first![4]).toMatch(/^(ያለቀ|በሂደት ላይ|የተተወ)$/);
  });

  it("filters by the screen's range", async () => {
    const today = addisDayKey(new Date());
    const res = await download(`/admin/myGames?format=csv&startDate=${today}&endDate=${today}`, tokens.a!);
    const [, ...rows] = csvRows(res.bytes);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => addisDayKey(new Date(r[1]!)) === today)).toBe(true);
  });
});

describe('report exports', () => {
  it("the reports screen's days (GET /admin/stats) equal its JSON, in both formats", async () => {
    const end = addisDayKey(new Date());
    const start = shiftDayKey(end, -9);
    const q = `startDate=${start}&endDate=${end}`;
    const json = await server.request('GET', `/admin/stats?${q}`, { token: tokens.a! });
    const csv = csvRows((await download(`/admin/stats?${q}&format=csv`, tokens.a!)).bytes);
    expect(csv[0]).toEqual(['Day', 'Day (ISO 8601)', 'Games', 'Bet amount (Birr)', 'Payout (Birr)', 'Profit (Birr)']);
    const days = json.body.statsByPeriod as { date: string; profit: number }[];
    expect(csv.slice(1).map((r) => [r[1], r[5]])).toEqual(days.map((d) => [d.date, birrText(d.profit)]));
    const xlsx = await xlsxRows((await download(`/admin/stats?${q}&format=xlsx`, tokens.a!)).bytes);
    expect(xlsx.slice(1).map((r) => [r[1], r[5] ?? 0])).toEqual(days.map((d) => [d.date, d.profit]));
  });

  it("a host's statistics by week and by month export the series the screen charts", async () => {
    const answer = await server.graphql(
      `query { hosts { id stats { last12WeeksProfits { week profitSantim } last12MonthsProfits { month profitSantim } } } }`,
      {},
      tokens.owner,
    );
    const stats = (answer.body.data.hosts as any[]).find((h) => h.id === hostA).stats;
    const weeks = csvRows(
      (await download(`/admin/stats?adminId=${hostA}&period=week&format=csv`, tokens.owner!)).bytes,
    );
    expect(weeks[0]).toEqual([EXPORT_COLUMNS.weekStart.en, EXPORT_COLUMNS.weekStartIso.en, EXPORT_COLUMNS.profit.en]);
    expect(weeks.slice(1).map((r) => [r[1], r[2]])).toEqual(
      stats.last12WeeksProfits.map((w: any) => [isoWeekMonday(w.week), birrText(w.profitSantim / 100)]),
    );
    expect(stats.last12WeeksProfits.some((w: any) => w.profitSantim !== 0)).toBe(true);
    const months = await xlsxRows(
      (await download(`/admin/stats?adminId=${hostA}&period=month&format=xlsx&lang=am`, tokens.owner!)).bytes,
    );
    expect(months[0]).toEqual([
      EXPORT_COLUMNS.monthStart.am,
      EXPORT_COLUMNS.monthStartIso.am,
      EXPORT_COLUMNS.profit.am,
    ]);
    expect(months.slice(1).map((r) => [r[1], r[2] ?? 0])).toEqual(
      stats.last12MonthsProfits.map((m: any) => [`${m.month}-01`, m.profitSantim / 100]),
    );
    const bad = await server.request('GET', `/admin/stats?adminId=${hostA}&period=year&format=csv`, {
      token: tokens.owner!,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.details).toMatchObject({ detail: 'EXPORT_PERIOD_UNKNOWN' });
    const other = await download(`/admin/stats?adminId=${hostB}&period=week&format=csv`, tokens.owner!);
    expect(other.status).toBe(404);
  });

  it('host ranking and shifts export with the JSON rows', async () => {
    const ranking = await server.request('GET', '/admin/host-ranking', { token: tokens.owner! });
    const csv = csvRows((await download('/admin/host-ranking?format=csv', tokens.owner!)).bytes);
    expect(csv.slice(1).map((r) => [Number(r[0]), r[1]])).toEqual(ranking.body.map((r: any) => [r.rank, r.username]));
    const shifts = await download('/api/shifts?format=xlsx', tokens.owner!);
    expect(shifts.status).toBe(200);
    expect((await xlsxRows(shifts.bytes))[0]).toContain(EXPORT_COLUMNS.difference.en);
  });
});

describe('export scope and refusals', () => {
  it("refuses another owner's host (404, no file) and leaves it out of the owner's own export", async () => {
    const res = await download(`/admin/myGames?format=csv&hostId=${hostB}`, tokens.owner!);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-disposition')).toBeNull();
    const other = await download(`/admin/myGames?format=csv&hostId=${hostA}`, tokens.otherOwner!);
    expect(other.status).toBe(404);
    const mine = csvRows((await download('/admin/myGames?format=csv', tokens.owner!)).bytes);
    expect(mine.some((r) => r[2] === 'ale-export')).toBe(false);
  });

  it("lets the owner's read-only API token export, within the same scope", async () => {
    const res = await download('/admin/myGames?format=csv', tokens.apiToken!);
    expect(res.status).toBe(200);
    const names = new Set(
      csvRows(res.bytes)
        .slice(1)
        .map((r) => r[2]),
    );
    expect(names.has('hawassa-export')).toBe(true);
    expect(names.has('ale-export')).toBe(false);
    expect((await download(`/admin/stats?format=xlsx`, tokens.apiToken!)).status).toBe(200);
    expect((await download(`/admin/myGames?format=csv&hostId=${hostB}`, tokens.apiToken!)).status).toBe(404);
  });

  it('refuses a range over the limit with 400 and a reason code, before any file starts', async () => {
    const end = addisDayKey(new Date());
    const start = shiftDayKey(end, -MAX_EXPORT_RANGE_DAYS);
    for (const path of ['/admin/myGames', '/admin/stats', '/api/shifts', '/admin/transactions']) {
      const res = await server.request('GET', `${path}?format=csv&startDate=${start}&endDate=${end}`, {
        token: tokens.owner!,
      });
      expect(res.status, path).toBe(400);
      expect(res.body).toMatchObject({
        code: 'BAD_INPUT',
        details: { reason: 'EXPORT_RANGE_TOO_LONG', maxDays: MAX_EXPORT_RANGE_DAYS },
      });
      expect(res.body.message).toContain(`at most ${MAX_EXPORT_RANGE_DAYS} days`);
    }
    const bad = await server.request('GET', '/admin/myGames?format=pdf', { token: tokens.owner! });
    expect(bad.status).toBe(400);
    expect(bad.body.details).toMatchObject({ reason: 'EXPORT_FORMAT_UNKNOWN', detail: 'EXPORT_FORMAT_UNKNOWN' });
  });
});
