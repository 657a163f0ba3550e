// One hall of the platform bench: an operator (HTTP) and a room display (graphql-transport-ws)
// playing games back to back until the deadline.
import { leanPost, postGraphql } from '../http/lean-post';
import { leanSubscribe } from '../http/lean-subscriber';

const START = 'mutation StartGame($input: StartGameInput!) { startGame(input: $input) { gameId } }';
const PLAY = 'mutation PlayGame($id: ID!) { playGame(gameId: $id) { gameId } }';
const END = 'mutation EndGame($id: ID!) { endGame(gameId: $id) { gameId } }';
const GAME_EVENTS = 'subscription($gameId: ID!) { gameEvents(gameId: $gameId) { kind at } }';
const CARDS = Array.from({ length: 20 }, (_, i) => i + 1);
const CLAIMS = 10;

export interface HallFigures {
  startMs: number[];
  claimMs: number[];
  /** Starts refused for the server's load (503 SERVER_BUSY), each tried again after its Retry-After. */
  startsRefusedBusy: number;
  /** Claims answered 409 (refused by the game's rules), included in claimMs. */
  claimsRefused: number;
  callLagMs: number[];
  /** When each call of callLagMs was due (epoch ms), to tell the calls of one phase of a run. */
  callAt: number[];
  gamesEnded: number;
  errors: string[];
}

export async function runHall(options: {
  apiUrl: string;
  displayUrl: string;
  token: string;
  firstStartAt: number;
  gameEveryMs: number;
  deadline: number;
  /** false: no display subscribes (to tell the pushes' cost from the requests'). */
  withDisplay: boolean;
}): Promise<HallFigures> {
  const { apiUrl, token, gameEveryMs, deadline } = options;
  const figures: HallFigures = {
    startMs: [],
    claimMs: [],
    startsRefusedBusy: 0,
    claimsRefused: 0,
    callLagMs: [],
    callAt: [],
    gamesEnded: 0,
    errors: [],
  };
  const displayUrl = `${options.displayUrl.replace(/^http/, 'ws')}/graphql`;
  const gql = operatorGql(apiUrl, token);
  const auth = { authorization: `Bearer ${token}` };
  for (let at = options.firstStartAt; at + gameEveryMs <= deadline; at += gameEveryMs) {
    await sleepUntil(at);
    let gameId: string;
    try {
      gameId = await startGame(gql, figures);
    } catch (error) {
      figures.errors.push(`start: ${(error as Error).message}`);
      continue;
    }
    const stop = !options.withDisplay
      ? () => undefined
      : leanSubscribe<{ gameEvents: { kind: string; at: string } }>(
          displayUrl,
          auth,
          GAME_EVENTS,
          { gameId },
          {
            next: (data) => {
              if (data.gameEvents.kind !== 'CALL') return;
              const at = Date.parse(data.gameEvents.at);
              figures.callLagMs.push(Date.now() - at);
              figures.callAt.push(at);
            },
            error: (error) => figures.errors.push(`display: ${JSON.stringify(error).slice(0, 200)}`),
          },
        );
    try {
      await gql(PLAY, { id: gameId });
      // The checks fall over the first 80% of the game's slot; the end comes at the slot's end.
      for (let c = 0; c < CLAIMS; c++) {
        await sleepUntil(at + ((c + 1) * gameEveryMs * 0.8) / (CLAIMS + 1));
        const t1 = performance.now();
        const res = await leanPost(`${apiUrl}/game/isWinner/${gameId}/${CARDS[c]}`, auth, '{}');
        const ok = res.status >= 200 && res.status < 300;
        // 409: judged and refused by the rules (the pot went on an earlier call, the game is
        // won): an answer like any other, counted apart.
        if (ok || res.status === 409) figures.claimMs.push(performance.now() - t1);
        if (res.status === 409) figures.claimsRefused++;
        else if (!ok) figures.errors.push(`claim: ${res.status}`);
      }
      await sleepUntil(at + gameEveryMs * 0.95);
      await gql(END, { id: gameId });
      figures.gamesEnded++;
    } catch (error) {
      figures.errors.push(`game: ${(error as Error).message}`);
    } finally {
      stop();
    }
  }
  return figures;
}

/**
 * A hall's past: `games` games started and ended at once (no display, no check), before the
 * measured run, so that what a host pays once (its jackpot pool row, its account in the
 * instance's caches) is not counted as a played game's cost.
 */
export async function playHistory(apiUrl: string, token: string, games: number): Promise<void> {
  const gql = operatorGql(apiUrl, token);
  const figures = { startMs: [], startsRefusedBusy: 0 };
  for (let g = 0; g < games; g++) await gql(END, { id: await startGame(gql, figures) });
}

/**
 * Starts a game as an operator does: a start refused for the server's load (SERVER_BUSY) is tried
 * again after its Retry-After, and counted. startMs: the admitted attempt's time.
 */
async function startGame(
  gql: ReturnType<typeof operatorGql>,
  figures: Pick<HallFigures, 'startMs' | 'startsRefusedBusy'>,
): Promise<string> {
  for (;;) {
    const t = performance.now();
    try {
      const data = await gql(START, {
        input: { bettingAmountSantim: 2000, cardPaletteNumbers: CARDS, callSpeed: 3000, winningPatterns: ['any'] },
      });
      figures.startMs.push(performance.now() - t);
      return data.startGame.gameId as string;
    } catch (error) {
      const retryAfter = (error as { retryAfterSeconds?: number }).retryAfterSeconds;
      if (retryAfter === undefined) throw error;
      figures.startsRefusedBusy++;
      await new Promise((r) => setTimeout(r, retryAfter * 1000));
    }
  }
}

/** The operator's GraphQL over HTTP: the answer's data, or its errors thrown. */
function operatorGql(apiUrl: string, token: string) {
  return async (query: string, variables: Record<string, unknown>) => {
    const res = await postGraphql(apiUrl, token, query, variables);
    const body = JSON.parse(res.text) as {
      data?: any;
      errors?: { message: string; extensions?: { appCode?: string } }[];
    };
    if (body.errors) {
      const error = new Error(body.errors.map((e) => e.message).join('; '));
      const busy = res.status === 503 && body.errors[0]?.extensions?.appCode === 'SERVER_BUSY';
      throw busy ? Object.assign(error, { retryAfterSeconds: Number(res.header('retry-after') ?? '2') }) : error;
    }
    return body.data;
  };
}

/** The value below which a share `q` of the values fall, to 0.1 ms (null when there are none). */
export function percentile(values: number[], q: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]! * 10) / 10;
}

const sleepUntil = (at: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, at - Date.now())));
