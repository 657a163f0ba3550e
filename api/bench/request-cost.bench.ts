// `npm run -s bench:request-cost`: what one request of each kind costs the API's CPU when it
// arrives alone (the CPU-per-game budget, docs/performance.md). A hall's requests rarely meet: each wakes an
// idle server, as here. The API runs in its own process (as `npm start` runs it) on a database of
// its own on PostgreSQL; the bench sends BENCH_REQUESTS of each kind one at a time, BENCH_GAP_MS
// apart, and reads the API process's CPU (/proc) before and after, less what the same wall time
// costs it idle. Prints one JSON document: ms of API CPU per request, by kind, and the split
// (main thread user / system, other threads).
//   BENCH_DATABASE_URL (postgres://postgres@127.0.0.1:5432/postgres) BENCH_REQUESTS (400) BENCH_GAP_MS (4)
//   BENCH_KINDS (all: floor,healthz,typename,activeGame,claim,refusal,startEnd,startPlayEnd,restStartEnd)
//   BENCH_API_NODE_ARGS (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof")
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import 'reflect-metadata';
import { cpuSplitOfPid } from './http/cpu';
import { prepareHosts } from './http/hosts';
import { benchDatabase, startApi, startFloor, type Child } from './http/processes';

const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 400);
const GAP_MS = Number(process.env.BENCH_GAP_MS ?? 4);
const ALL_KINDS = [
  'floor',
  'healthz',
  'typename',
  'activeGame',
  'claim',
  'refusal',
  'startEnd',
  'startPlayEnd',
  'restStartEnd',
];
const KINDS = (process.env.BENCH_KINDS ?? ALL_KINDS.join(',')).split(',');
const WARM_UP = 50;
const PASSWORD = 'cost-pass-1';
// A game as bench:platform's halls start it (20 cards); claims need a fresh card each: 100-card games.
const HALL_CARDS = Array.from({ length: 20 }, (_, i) => i + 1);
const CLAIM_CARDS = 100;
const CLAIM_HOSTS = Math.ceil((REQUESTS + WARM_UP) / CLAIM_CARDS);
const START = 'mutation($input: StartGameInput!) { startGame(input: $input) { gameId } }';
const PLAY = 'mutation($id: ID!) { playGame(gameId: $id) { gameId } }';
const END = 'mutation($id: ID!) { endGame(gameId: $id) { gameId } }';
const ACTIVE_GAME = operatorQuery('ActiveGame');

for (const kind of KINDS) if (!ALL_KINDS.includes(kind)) throw new Error(`BENCH_KINDS: unknown kind "${kind}"`);

const db = await benchDatabase(DATABASE_URL);
// A database of its own, dropped whatever happens (a failed set-up too).
try {
  // Hosts whose wallets pay for every game the run starts (migrations and seed run here, before the API).
  // cost0 plays the kinds of one host; cost1… hold the claims' games.
  const usernames = Array.from({ length: 1 + CLAIM_HOSTS }, (_, i) => `cost${i}`);
  await prepareHosts(db.env.DATABASE_URL!, db.env.DATA_DIR!, usernames, PASSWORD);
  const api = await startApi({ ...db.env, BINGO_TEST_FAST_HASH: '1' });
  // The floor: bare node:http answering fixed JSON, in a process of its own (what a request alone costs this machine).
  let floor: Child | undefined;
  try {
    if (KINDS.includes('floor')) floor = await startFloor();
    const hosts = [];
    for (const username of usernames) hosts.push(await host(api.url, username));
    const [first, ...claimHosts] = hosts;
    // Each claim host's game of 100 cards, started and playing (once).
    const startClaimGames = async () => {
      for (const h of claimHosts) {
        if (h.gameId) continue;
        await h.startGame(Array.from({ length: CLAIM_CARDS }, (_, i) => i + 1));
        await h.gql(PLAY, { id: h.gameId });
      }
    };

    /** What each kind sends; `prepare` runs before its warm-up and before its timed requests (not measured). */
    const kinds: Record<
      string,
      {
        prepare?: () => Promise<void>;
        send: (i: number) => Promise<unknown>;
        requestsPerSend: number;
        pid?: () => number;
      }
    > = {
      floor: { send: () => fetch(floor!.url).then((r) => r.text()), requestsPerSend: 1, pid: () => floor!.pid },
      healthz: { send: () => fetch(`${api.url}/healthz`).then((r) => r.text()), requestsPerSend: 1 },
      typename: { send: () => first!.gql('{ __typename }'), requestsPerSend: 1 },
      // The operator screen's query of its running game (100 cards, their numbers, the claims).
      activeGame: {
        prepare: () => startClaimGames(),
        send: () => claimHosts[0]!.gql(ACTIVE_GAME),
        requestsPerSend: 1,
      },
      // A losing or winning check of a card not checked before, on a playing game of 100 cards.
      claim: {
        prepare: () => startClaimGames(),
        send: () => {
          const h = claimHosts[Math.floor(claimed / CLAIM_CARDS) % claimHosts.length]!;
          const card = (claimed++ % CLAIM_CARDS) + 1;
          return h.rest('POST', `/game/isWinner/${h.gameId}/${card}`, {});
        },
        requestsPerSend: 1,
      },
      // A card checked again: refused (409) from the claims' records.
      refusal: {
        prepare: async () => {
          if (!first!.gameId) {
            await first!.startGame(HALL_CARDS);
            await first!.gql(PLAY, { id: first!.gameId });
          }
          await first!.rest('POST', `/game/isWinner/${first!.gameId}/1`, {});
        },
        send: () => first!.rest('POST', `/game/isWinner/${first!.gameId}/1`, {}),
        requestsPerSend: 1,
      },
      // A game as a hall plays it, without its checks: start, play, end (per request; play's own
      // cost is this kind's three requests less startEnd's two).
      startPlayEnd: {
        prepare: () => first!.endGame(),
        send: async () => {
          await first!.startGame(HALL_CARDS);
          await first!.gql(PLAY, { id: first!.gameId });
          await first!.endGame();
        },
        requestsPerSend: 3,
      },
      startEnd: {
        prepare: () => first!.endGame(),
        send: async () => {
          await first!.startGame(HALL_CARDS);
          await first!.endGame();
        },
        requestsPerSend: 2,
      },
      restStartEnd: {
        prepare: () => first!.endGame(),
        send: async () => {
          const { gameId } = (await first!.rest('POST', '/game/start', {
            bettingAmount: 20,
            cardPaletteNumbers: HALL_CARDS,
            callSpeed: 3000,
            gameType: 'regular',
            winningPatterns: ['any'],
          })) as { gameId: string };
          await first!.rest('POST', `/game/${gameId}/end`);
        },
        requestsPerSend: 2,
      },
    };
    let claimed = 0;

    const cpu = (pid = api.pid) => cpuSplitOfPid(pid);
    const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
    // Warm up (JIT, caches, prepared statements) with a few of each, then the idle cost per ms.
    for (const kind of KINDS) {
      const k = kinds[kind]!;
      await k.prepare?.();
      for (let i = 0; i < WARM_UP / k.requestsPerSend; i++) await k.send(i);
    }
    await db.analyze();
    const idleBefore = cpu();
    const idleStart = performance.now();
    await sleep(3000);
    const idleMsPerMs = total(diff(cpu(), idleBefore)) / (performance.now() - idleStart);

    const results: Record<string, unknown> = {};
    for (const kind of KINDS) {
      const k = kinds[kind]!;
      await k.prepare?.();
      const sends = Math.ceil(REQUESTS / k.requestsPerSend);
      const pid = k.pid?.() ?? api.pid;
      const before = cpu(pid);
      const t0 = performance.now();
      for (let i = 0; i < sends; i++) {
        await k.send(i);
        await sleep(GAP_MS);
      }
      const wall = performance.now() - t0;
      const used = diff(cpu(pid), before);
      const requests = sends * k.requestsPerSend;
      results[kind] = {
        // The floor's own process is idle otherwise: nothing to take off.
        apiCpuMsPerRequest: round((total(used) - (pid === api.pid ? idleMsPerMs * wall : 0)) / requests),
        split: {
          mainThreadUser: round(used.mainUser / requests),
          mainThreadSystem: round(used.mainSystem / requests),
          otherThreads: round(used.otherThreads / requests),
        },
        requests,
      };
    }
    console.log(
      JSON.stringify(
        {
          bench: 'request-cost',
          requestsEach: REQUESTS,
          gapMs: GAP_MS,
          idleApiCpuPercent: round(idleMsPerMs * 100),
          kinds: results,
          machine: { cpus: os.cpus().length, node: process.version, loadAverage: round(os.loadavg()[0]!) },
          notes: [
            'apiCpuMsPerRequest: the API process’s CPU (all threads) over the kind’s requests, less its idle CPU for the same wall time, per request; split: the same, not less the idle. CPU is read from /proc in 10-ms ticks.',
            'floor: bare node:http with a fixed answer, in its own process (its CPU, not the API’s): what a request arriving alone costs this machine. healthz: the API’s Express alone. typename: { __typename } through Apollo with a bearer token. claim: POST /game/isWinner (REST) of a card not checked before, on a playing game of 100 cards (losing or winning as the calls fall). refusal: the same card again (409). startEnd: startGame and endGame (GraphQL), 20 cards, per request; startPlayEnd: startGame, playGame, endGame, per request; restStartEnd: the same through POST /game/start and /game/:id/end.',
          ],
        },
        null,
        2,
      ),
    );
  } finally {
    await floor?.stop();
    await api.stop();
  }
} finally {
  await db.drop();
}

/** One of the operator screen's documents, read from the web app's source so the bench asks exactly what it asks. */
function operatorQuery(name: string): string {
  const source = fs.readFileSync(path.resolve(import.meta.dirname, '../../web/src/game/caller/operations.ts'), 'utf8');
  const text = new RegExp(`graphql\\(\`(\\s*query ${name}\\b[^\`]*)\`\\)`).exec(source)?.[1];
  if (!text) throw new Error(`no query ${name} in the operator's operations.ts`);
  return text;
}

/** A signed-in host and its current game. */
async function host(url: string, username: string) {
  const login = await fetch(`${url}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: PASSWORD }),
  });
  if (!login.ok) throw new Error(`login ${username}: ${login.status}`);
  const { token } = (await login.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const h = {
    gameId: '',
    async gql(query: string, variables: Record<string, unknown> = {}): Promise<any> {
      const res = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ query, variables }),
      });
      const body = (await res.json()) as { data?: unknown; errors?: { message: string }[] };
      if (body.errors) throw new Error(body.errors.map((e) => e.message).join('; '));
      return body.data;
    },
    /** A REST call; a 409 (refused by the game's rules) is an answer like any other. */
    async rest(method: string, path: string, body?: unknown): Promise<unknown> {
      const res = await fetch(`${url}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!res.ok && res.status !== 409) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
      return res.json();
    },
    async startGame(cards: number[]): Promise<string> {
      const data = await h.gql(START, {
        input: { bettingAmountSantim: 2000, cardPaletteNumbers: cards, callSpeed: 3000, winningPatterns: ['any'] },
      });
      return (h.gameId = data.startGame.gameId as string);
    },
    /** Ends the host's game, if one runs (a host runs one game at a time). */
    async endGame(): Promise<void> {
      if (h.gameId) await h.gql(END, { id: h.gameId });
      h.gameId = '';
    },
  };
  return h;
}

type Split = ReturnType<typeof cpuSplitOfPid>;
function diff(a: Split, b: Split): Split {
  return {
    mainUser: a.mainUser - b.mainUser,
    mainSystem: a.mainSystem - b.mainSystem,
    otherThreads: a.otherThreads - b.otherThreads,
  };
}
function total(s: Split): number {
  return s.mainUser + s.mainSystem + s.otherThreads;
}
function round(n: number): number {
  return Math.round(n * 1000) / 1000;
}
