// The platform bench's overload phase (BENCH_OVERLOAD=k): while the halls' games run, first the
// sustainable start rate is measured (CONCURRENCY closed loops of start then end, for
// CALIBRATE_MS: the starts the instances serve per second), then starts are offered at k times that
// rate, open loop (they keep coming whatever the answers), until the deadline. Each start comes
// from a host of its own kept apart for this phase and is followed by its end. The halls' call lag
// is read in the quiet window before the calibration and during the overload.
import { postGraphql } from '../http/lean-post';
import { percentile, type HallFigures } from './hall-run';

const START = 'mutation($input: StartGameInput!) { startGame(input: $input) { gameId } }';
const END = 'mutation($id: ID!) { endGame(gameId: $id) { gameId } }';
const INPUT = {
  bettingAmountSantim: 2000,
  cardPaletteNumbers: Array.from({ length: 20 }, (_, i) => i + 1),
  callSpeed: 3000,
  winningPatterns: ['any'],
};
const QUIET_MS = 5000;
const CALIBRATE_MS = 6000;
const CONCURRENCY = 10;
/** After the calibration: its queues drain before the overload begins. */
const PAUSE_MS = 2000;

type Outcome =
  | { kind: 'served'; ms: number }
  | { kind: 'refused'; ms: number; retryAfter: string | null; code: string | undefined }
  | { kind: 'error'; ms: number; what: string };

export interface OverloadFigures {
  figures(halls: HallFigures[]): Record<string, unknown>;
}

export async function overload(options: {
  urls: string[];
  tokens: string[];
  beginAt: number;
  deadline: number;
  multiple: number;
}): Promise<OverloadFigures> {
  const { urls, tokens, multiple } = options;
  const free = tokens.map((token, i) => ({ token, url: urls[i % urls.length]! }));
  const quietFrom = options.beginAt;
  const calibrateFrom = quietFrom + QUIET_MS;
  await sleepUntil(calibrateFrom);

  // Closed loops: each waits for its start (and end) before the next.
  const calibration: Outcome[] = [];
  const calibrateUntil = calibrateFrom + CALIBRATE_MS;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (Date.now() < calibrateUntil) {
        const host = free.shift();
        if (!host) return;
        calibration.push(await startAndEnd(host.url, host.token));
        free.push(host);
      }
    }),
  );
  const served = calibration.filter((o) => o.kind === 'served').length;
  const sustainable = served / (CALIBRATE_MS / 1000);
  const offeredRate = sustainable * multiple;

  // Open loop: starts at the offered rate whatever their answers, as many halls pressing Start.
  const overloadFrom = calibrateUntil + PAUSE_MS;
  await sleepUntil(overloadFrom);
  const outcomes: Outcome[] = [];
  const inFlight = new Set<Promise<void>>();
  let offered = 0;
  let notOffered = 0;
  while (Date.now() < options.deadline && offeredRate > 0) {
    const due = Math.floor(((Date.now() - overloadFrom) / 1000) * offeredRate);
    for (; offered < due; offered++) {
      const host = free.shift();
      if (!host) {
        notOffered++;
        continue;
      }
      const done = startAndEnd(host.url, host.token).then((outcome) => {
        outcomes.push(outcome);
        free.push(host);
        inFlight.delete(done);
      });
      inFlight.add(done);
    }
    await new Promise((r) => setTimeout(r, 2));
  }
  const overloadUntil = Date.now();
  await Promise.all(inFlight);
  const seconds = (overloadUntil - overloadFrom) / 1000;

  return {
    figures(halls) {
      const lagsBetween = (from: number, to: number) =>
        halls.flatMap((h) => h.callLagMs.filter((_, i) => h.callAt[i]! >= from && h.callAt[i]! < to));
      const before = lagsBetween(quietFrom, calibrateFrom);
      const during = lagsBetween(overloadFrom, overloadUntil);
      const ms = (kind: Outcome['kind']) => outcomes.filter((o) => o.kind === kind).map((o) => o.ms);
      const refused = outcomes.filter((o) => o.kind === 'refused');
      const errors = outcomes.filter((o) => o.kind === 'error');
      return {
        multiple,
        calibration: {
          concurrency: CONCURRENCY,
          seconds: CALIBRATE_MS / 1000,
          startP99Ms: percentile(
            calibration.filter((o) => o.kind === 'served').map((o) => o.ms),
            0.99,
          ),
          refused: calibration.filter((o) => o.kind === 'refused').length,
        },
        sustainableStartsPerSecond: round(sustainable),
        offeredStartsPerSecond: round(offered / seconds),
        seconds: round(seconds),
        servedStartsPerSecond: round(ms('served').length / seconds),
        refusedStartsPerSecond: round(refused.length / seconds),
        refusedWithRetryAfter: refused.filter((o) => o.retryAfter !== null).length,
        refusedWithoutRetryAfter: refused.filter((o) => o.retryAfter === null).length,
        refusalCodes: [...new Set(refused.map((o) => o.code))],
        retryAfterSeconds: [...new Set(refused.map((o) => o.retryAfter))].sort(),
        servedStartP50Ms: percentile(ms('served'), 0.5),
        servedStartP99Ms: percentile(ms('served'), 0.99),
        refusalP99Ms: percentile(ms('refused'), 0.99),
        notOfferedNoFreeHost: notOffered,
        errors: errors.length,
        firstErrors: errors.slice(0, 5).map((o) => (o as { what: string }).what),
        callLagP99MsBefore: percentile(before, 0.99),
        callsBefore: before.length,
        callLagP50MsDuringOverload: percentile(during, 0.5),
        callLagP99MsDuringOverload: percentile(during, 0.99),
        callsDuringOverload: during.length,
      };
    },
  };
}

/** A start and, when it was served, its end: the start's answer time and what it was. */
async function startAndEnd(url: string, token: string): Promise<Outcome> {
  const t = performance.now();
  try {
    const res = await postGraphql(url, token, START, { input: INPUT });
    const ms = performance.now() - t;
    const body = JSON.parse(res.text) as {
      data?: { startGame?: { gameId: string } } | null;
      errors?: { message: string; extensions?: { appCode?: string } }[];
    };
    const gameId = body.data?.startGame?.gameId;
    if (res.status === 503)
      return {
        kind: 'refused',
        ms,
        retryAfter: res.header('retry-after') ?? null,
        code: body.errors?.[0]?.extensions?.appCode,
      };
    if (!gameId)
      return { kind: 'error', ms, what: `start ${res.status}: ${JSON.stringify(body.errors).slice(0, 200)}` };
    // The end is not refused for load: a game that began must be able to finish.
    const end = await postGraphql(url, token, END, { id: gameId });
    const ended = JSON.parse(end.text) as { errors?: unknown[] };
    if (ended.errors)
      return { kind: 'error', ms, what: `end ${end.status}: ${JSON.stringify(ended.errors).slice(0, 200)}` };
    return { kind: 'served', ms };
  } catch (error) {
    return { kind: 'error', ms: performance.now() - t, what: (error as Error).message };
  }
}

const sleepUntil = (at: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, at - Date.now())));

function round(n: number): number {
  return Math.round(n * 10) / 10;
}
