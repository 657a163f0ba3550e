// `npm run -s bench:followers`: players' phones following one hall (docs/screens.md#card-page).
// One API instance (its own process, as `npm start` runs it) with a game running at 3 s a call, its
// caller (gameEvents) and its room display (displayFeed) connected. First the floor: the caller's
// and the display's lag per call with no follower. Then BENCH_FOLLOWERS phones follow the hall over
// the card page's event stream (one subscription per hall on the instance, fanned out in process),
// a flood of BENCH_FLOOD more is refused (429 with Retry-After), and the same lags are measured
// again beside each follower's lag and the API's CPU per call pushed to a follower. Prints one JSON
// document; the lags with followers are given as ratios to the floor measured in the same run.
//   BENCH_FOLLOWERS (1000) BENCH_FLOOD (200) BENCH_SECONDS (24 per phase)
import os from 'node:os';
import { Worker } from 'node:worker_threads';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { cpuTimesOf } from './http/cpu';
import { benchDatabase, startApi } from './http/processes';

const FOLLOWERS = Number(process.env.BENCH_FOLLOWERS ?? 1000);
const FLOOD = Number(process.env.BENCH_FLOOD ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 24);
const CALL_SPEED = 3000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function gql(url: string, query: string, variables: Record<string, unknown> = {}, token?: string): Promise<any> {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data?: any; errors?: unknown };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

function stats(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const pick = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? null;
  const mean = sorted.length ? sorted.reduce((a, b) => a + b, 0) / sorted.length : null;
  return {
    samples: sorted.length,
    p50: pick(0.5),
    p99: pick(0.99),
    max: sorted.at(-1) ?? null,
    mean: mean === null ? null : Math.round(mean * 10) / 10,
  };
}

const db = await benchDatabase(undefined);
const api = await startApi({
  ...db.env,
  FOLLOWERS_PER_HALL: String(FOLLOWERS),
  // One address (this bench) opens every phone: the per-address limit would stop it first.
  FOLLOW_RATE_PER_MINUTE: '1000000',
});
const clients: Client[] = [];
const workers: Worker[] = [];
try {
  const url = api.url;
  const token = (await (
    await fetch(`${url}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'hawassa1', password: 'demo1234' }),
    })
  ).json()) as { token: string };
  const host = token.token;
  const { createDisplayPairing } = await gql(url, 'mutation { createDisplayPairing { code } }', {}, host);
  const { pairDisplay } = await gql(url, 'mutation($c: String!) { pairDisplay(input: { code: $c }) { token } }', {
    c: createDisplayPairing.code,
  });
  const { startGame } = await gql(
    url,
    'mutation($input: StartGameInput!) { startGame(input: $input) { gameId } }',
    { input: { bettingAmountSantim: 2000, cardPaletteNumbers: [1, 2, 3, 4, 5, 6, 7], callSpeed: CALL_SPEED } },
    host,
  );
  const gameId = startGame.gameId as string;

  // The caller and the display, each on its own socket; arrival times per call index.
  const due = new Map<number, number>();
  const callerArrived = new Map<number, number>();
  const displayArrived = new Map<number, number>();
  let hallCode = '';
  const ws = `${url.replace(/^http/, 'ws')}/graphql`;
  const caller = createClient({
    url: ws,
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${host}` },
  });
  const display = createClient({
    url: ws,
    webSocketImpl: WebSocket,
    connectionParams: { displayToken: pairDisplay.token },
  });
  clients.push(caller, display);
  let ready = 0;
  const bothReady = new Promise<void>((resolve) => {
    caller.subscribe<{ gameEvents: { kind: string; index: number | null; at: string } }>(
      { query: 'subscription($id: ID!) { gameEvents(gameId: $id) { kind index at } }', variables: { id: gameId } },
      {
        next: ({ data }) => {
          const e = data!.gameEvents;
          if (e.kind === 'CALL' && e.index) {
            due.set(e.index, Date.parse(e.at));
            callerArrived.set(e.index, Date.now());
          }
          if (e.kind === 'PAUSED' && ++ready === 2) resolve();
        },
        error: () => undefined,
        complete: () => undefined,
      },
    );
    display.subscribe<{ displayFeed: { hallCode: string; game: { calledNumbers: string[] } | null } }>(
      { query: 'subscription { displayFeed { hallCode game { calledNumbers } } }' },
      {
        next: ({ data }) => {
          const frame = data!.displayFeed;
          if (!hallCode && ++ready === 2) resolve();
          hallCode = frame.hallCode;
          const n = frame.game?.calledNumbers.length ?? 0;
          if (n > 0 && !displayArrived.has(n)) displayArrived.set(n, Date.now());
        },
        error: () => undefined,
        complete: () => undefined,
      },
    );
  });
  await bothReady;
  await gql(url, 'mutation($id: ID!) { playGame(gameId: $id) { gameId } }', { id: gameId }, host);

  const lagsOf = (arrived: Map<number, number>, from: number, to: number) =>
    [...arrived]
      .filter(([i]) => due.has(i) && (due.get(i) ?? 0) >= from && (due.get(i) ?? 0) < to)
      .map(([i, at]) => at - due.get(i)!);
  const cpuMs = () => {
    const t = cpuTimesOf(api.pid);
    return (t.user + t.system) * 1000;
  };

  // Phase 1, the floor: the room's own screens only.
  await sleep(CALL_SPEED); // the first call's own path (the play request) is not the steady state
  const aFrom = Date.now();
  const aCpu = cpuMs();
  await sleep(SECONDS * 1000);
  const aTo = Date.now();
  const aCpuMs = cpuMs() - aCpu;

  // Phase 2: the phones join (in batches, as a room fills, in a worker thread of their own), then
  // a flood beyond the cap.
  const phones = new Worker(new URL('./followers/phones.ts', import.meta.url), {
    workerData: { feed: `${url}/api/public/halls/${hallCode}/follow?cards=1/7`, followers: FOLLOWERS, flood: FLOOD },
  });
  workers.push(phones);
  const joined = await new Promise<{ connected: number; refused429: number; withRetryAfter: boolean }>((resolve) =>
    phones.once('message', resolve),
  );
  const measuringFrom = Date.now();
  phones.postMessage({ kind: 'measure', from: measuringFrom });
  const bCpu = cpuMs();
  await sleep(SECONDS * 1000);
  const bTo = Date.now();
  const bCpuMs = cpuMs() - bCpu;
  const lagsDone = new Promise<{ lags: number[] }>((resolve) => phones.once('message', resolve));
  phones.postMessage({ kind: 'stop' });
  const followerLags = (await lagsDone).lags;
  const deliveries = followerLags.length;
  const connected = joined.connected;

  const callerWithout = stats(lagsOf(callerArrived, aFrom, aTo));
  const callerWith = stats(lagsOf(callerArrived, measuringFrom, bTo));
  const displayWithout = stats(lagsOf(displayArrived, aFrom, aTo));
  const displayWith = stats(lagsOf(displayArrived, measuringFrom, bTo));
  const ratio = (a: number | null, b: number | null) =>
    a === null || b === null || b === 0 ? null : Math.round((a / b) * 100) / 100;
  const baselineMs = (aCpuMs / (aTo - aFrom)) * (bTo - measuringFrom);
  console.log(
    JSON.stringify(
      {
        bench: 'followers',
        machine: { cpus: os.cpus().length, node: process.version },
        settings: { followers: FOLLOWERS, flood: FLOOD, callSpeedMs: CALL_SPEED, secondsPerPhase: SECONDS },
        followers: {
          connected,
          flood: {
            refused429: joined.refused429,
            withRetryAfter: joined.withRetryAfter,
            accepted: FLOOD - joined.refused429,
          },
          callsDelivered: deliveries,
          lagMs: stats(followerLags),
        },
        callerLagMs: {
          withoutFollowers: callerWithout,
          withFollowers: callerWith,
          p99Ratio: ratio(callerWith.p99, callerWithout.p99),
        },
        displayLagMs: {
          withoutFollowers: displayWithout,
          withFollowers: displayWith,
          p99Ratio: ratio(displayWith.p99, displayWithout.p99),
        },
        apiCpu: {
          percentOfOneCoreWithoutFollowers: Math.round((aCpuMs / (aTo - aFrom)) * 1000) / 10,
          percentOfOneCoreWithFollowers: Math.round((bCpuMs / (bTo - measuringFrom)) * 1000) / 10,
          /** The API's CPU beyond the floor, per call delivered to one follower. */
          msPerCallPushedToAFollower: deliveries
            ? Math.round(((bCpuMs - baselineMs) / deliveries) * 1000) / 1000
            : null,
          msPerCallToAllFollowers: deliveries
            ? Math.round(((bCpuMs - baselineMs) / (deliveries / Math.max(1, connected))) * 100) / 100
            : null,
        },
      },
      null,
      2,
    ),
  );
} finally {
  await Promise.all(workers.map((w) => w.terminate()));
  await Promise.all(clients.map(async (c) => c.dispose()));
  await api.stop();
  await db.drop();
}
