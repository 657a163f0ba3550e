/**
 * npm run report -- <name> [--from YYYY-MM-DD --to YYYY-MM-DD] [--host <hostId>] [--format table|csv|json]
 *
 * Runs one of the documented report queries against REPORT_URL (default http://127.0.0.1:4000)
 * with a personal API token in REPORT_TOKEN. Amounts are printed in Birr with two decimals.
 */
import { pathToFileURL } from 'node:url';

type Row = Record<string, string | number>;

/** A GraphQL operation with the types of its variables and answer. */
interface Operation<TData, TVars> {
  document: string;
  rows(data: TData): Row[];
  readonly _vars?: TVars;
}

interface RangeVars {
  hostId?: string | null;
  range?: { startDate?: string; endDate?: string } | null;
}

interface DayFiguresData {
  date: string;
  gamesCount: number;
  totalBetAmount: number;
  totalPayout: number;
  profit: number;
}

const birr = (santim: number) => (santim / 100).toFixed(2);
const dayRow = (d: DayFiguresData): Row => ({
  date: d.date,
  games: d.gamesCount,
  betAmount: birr(d.totalBetAmount),
  payout: birr(d.totalPayout),
  profit: birr(d.profit),
});
const DAY_FIELDS =
  'date gamesCount totalBetAmount: totalBetAmountSantim totalPayout: totalPayoutSantim profit: profitSantim';

export const REPORTS = {
  'daily-profit': {
    document: `query DailyProfit($hostId: ID, $range: StatsRangeInput) { hostStats(hostId: $hostId, range: $range) { statsByPeriod { ${DAY_FIELDS} } } }`,
    rows: (data: { hostStats: { statsByPeriod: DayFiguresData[] } }) => data.hostStats.statsByPeriod.map(dayRow),
  } satisfies Operation<{ hostStats: { statsByPeriod: DayFiguresData[] } }, RangeVars>,
  'house-pl': {
    document: `query HousePL($hostId: ID, $range: StatsRangeInput) { houseDailyProfitLoss(hostId: $hostId, range: $range) { ${DAY_FIELDS} } }`,
    rows: (data: { houseDailyProfitLoss: DayFiguresData[] }) => data.houseDailyProfitLoss.map(dayRow),
  } satisfies Operation<{ houseDailyProfitLoss: DayFiguresData[] }, RangeVars>,
  'multiplier-summary': {
    document: `query MultiplierSummary($hostId: ID, $range: StatsRangeInput) { multiplierDailyProfits(hostId: $hostId, range: $range) { ${DAY_FIELDS} } }`,
    rows: (data: { multiplierDailyProfits: DayFiguresData[] }) => data.multiplierDailyProfits.map(dayRow),
  } satisfies Operation<{ multiplierDailyProfits: DayFiguresData[] }, RangeVars>,
  'bonus-totals': {
    document: `query BonusTotals($hostId: ID, $range: StatsRangeInput) { bonusTotals(hostId: $hostId, range: $range) { date gamesCount totalBonusAmount: totalBonusAmountSantim } }`,
    rows: (data: { bonusTotals: { date: string; gamesCount: number; totalBonusAmount: number }[] }) =>
      data.bonusTotals.map((d) => ({ date: d.date, games: d.gamesCount, bonusAmount: birr(d.totalBonusAmount) })),
  } satisfies Operation<{ bonusTotals: { date: string; gamesCount: number; totalBonusAmount: number }[] }, RangeVars>,
  'host-ranking': {
    document: `query HostRanking($range: StatsRangeInput) { hostRanking(range: $range) { rank hostId username totalGames totalBetAmount: totalBetAmountSantim totalProfit: totalProfitSantim } }`,
    rows: (data: {
      hostRanking: {
        rank: number;
        hostId: string;
        username: string;
        totalGames: number;
        totalBetAmount: number;
        totalProfit: number;
      }[];
    }) =>
      data.hostRanking.map((h) => ({
        rank: h.rank,
        username: h.username,
        hostId: h.hostId,
        games: h.totalGames,
        betAmount: birr(h.totalBetAmount),
        profit: birr(h.totalProfit),
      })),
  } satisfies Operation<
    {
      hostRanking: {
        rank: number;
        hostId: string;
        username: string;
        totalGames: number;
        totalBetAmount: number;
        totalProfit: number;
      }[];
    },
    Omit<RangeVars, 'hostId'>
  >,
} as const;

export type ReportName = keyof typeof REPORTS;
export type Format = 'table' | 'csv' | 'json';

export interface ReportArgs {
  name: ReportName;
  from?: string;
  to?: string;
  host?: string;
  format: Format;
}

export const USAGE = `usage: npm run report -- <${Object.keys(REPORTS).join('|')}> [--from YYYY-MM-DD --to YYYY-MM-DD] [--host <hostId>] [--format table|csv|json]
environment: REPORT_URL (default http://127.0.0.1:4000), REPORT_TOKEN (a personal API token)`;

export function parseArgs(argv: readonly string[]): ReportArgs {
  const [name, ...rest] = argv;
  if (!name || !(name in REPORTS)) throw new Error(`Unknown report "${name ?? ''}".\n${USAGE}`);
  const args: ReportArgs = { name: name as ReportName, format: 'table' };
  for (let i = 0; i < rest.length; i += 2) {
    const flag = rest[i];
    const value = rest[i + 1];
    if (value === undefined || value.startsWith('--')) throw new Error(`${flag} needs a value.\n${USAGE}`);
    if (flag === '--from') args.from = value;
    else if (flag === '--to') args.to = value;
    else if (flag === '--host') args.host = value;
    else if (flag === '--format') {
      if (value !== 'table' && value !== 'csv' && value !== 'json')
        throw new Error('--format must be table, csv or json');
      args.format = value;
    } else throw new Error(`Unknown option ${flag}.\n${USAGE}`);
  }
  if (args.host && args.name === 'host-ranking')
    throw new Error('host-ranking covers every host in scope; leave out --host');
  return args;
}

export async function fetchReport(
  args: ReportArgs,
  url: string,
  token: string,
  fetchImpl: typeof fetch = fetch,
): Promise<Row[]> {
  const op = REPORTS[args.name];
  const range = args.from || args.to ? { startDate: args.from, endDate: args.to } : null;
  const variables = args.name === 'host-ranking' ? { range } : { hostId: args.host ?? null, range };
  const res = await fetchImpl(`${url.replace(/\/$/, '')}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: op.document, variables }),
  });
  const body = (await res.json().catch(() => null)) as { data?: unknown; errors?: { message: string }[] } | null;
  if (!body) throw new Error(`The server answered ${res.status} without JSON`);
  if (body.errors?.length) throw new Error(body.errors.map((e) => e.message).join('; '));
  return (op.rows as (data: unknown) => Row[])(body.data);
}

/** RFC 4180, CRLF line ends, UTF-8 with a byte-order mark so spreadsheets read it as is. */
export function toCsv(rows: readonly Row[]): string {
  if (rows.length === 0) return '\uFEFF';
  const headers = Object.keys(rows[0]!);
  const cell = (v: string | number) => {
    const s = String(v);
    return /[",\r\n]/.test(s) || (/^[=+\-@]/.test(s) && Number.isNaN(Number(s))) ? `"${s.replace(/"/g, '""')}"` : s;
  };
  return `\uFEFF${[headers, ...rows.map((r) => headers.map((h) => r[h]!))].map((line) => line.map(cell).join(',')).join('\r\n')}\r\n`;
}

export function toTable(rows: readonly Row[]): string {
  if (rows.length === 0) return '(no rows)\n';
  const headers = Object.keys(rows[0]!);
  const cells = [headers, ...rows.map((r) => headers.map((h) => String(r[h])))];
  const widths = headers.map((_, i) => Math.max(...cells.map((line) => line[i]!.length)));
  const numeric = headers.map((h) =>
    rows.every((r) => typeof r[h] === 'number' || /^-?\d+(\.\d+)?$/.test(String(r[h]))),
  );
  const fmt = (line: string[]) =>
    line.map((c, i) => (numeric[i] ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join('  ');
  return `${[fmt(headers), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.slice(1).map(fmt)].join('\n')}\n`;
}

export function render(rows: readonly Row[], format: Format): string {
  if (format === 'json') return `${JSON.stringify(rows, null, 2)}\n`;
  return format === 'csv' ? toCsv(rows) : toTable(rows);
}

async function main(): Promise<void> {
  const token = process.env.REPORT_TOKEN?.trim();
  if (!token) throw new Error(`REPORT_TOKEN is not set.\n${USAGE}`);
  const args = parseArgs(process.argv.slice(2));
  const rows = await fetchReport(args, process.env.REPORT_URL?.trim() || 'http://127.0.0.1:4000', token);
  process.stdout.write(render(rows, args.format));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
}
