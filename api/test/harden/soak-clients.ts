import { randomInt, randomUUID } from 'node:crypto';
import { MULTIPLIER_STAKE_OPTIONS_BIRR } from '@bingo/core';
import { call, untilAnswered, type Answer } from './soak-http';
import type { SoakActors, SoakHost } from './soak-setup';

export interface StartAck {
  key: string;
  hostId: string;
  body: Record<string, unknown>;
  gameId: string;
  commitment: string;
  calledNumbers: string[];
  cards: number[];
  winningCard: number | null;
  winningCalls: number | null;
  houseWin: boolean;
}

export interface ClaimAck {
  gameId: string;
  card: number;
  isWinner: boolean;
}

/** What the server acknowledged, as the clients saw it; compared with the database afterwards. */
export interface SoakLog {
  /** Answered operations by kind (expected refusals included, e.g. "claim.refused"). */
  counts: Record<string, number>;
  starts: StartAck[];
  claims: ClaimAck[];
  /** Claims sent before a crash and refused after it: their first try may have been recorded. */
  claimsInDoubt: { gameId: string; card: number }[];
  ends: string[];
  adjustments: { key: string; hostId: string; santim: number }[];
  topUps: { key: string; hostId: string }[];
  replays: { same: number; different: number };
  /** Sent, never answered, not retried (not idempotent): bonus and free-game creations. */
  unanswered: { bonus: number; freeGame: number };
  unexpected: { op: string; status: number; body: unknown }[];
}

export function emptyLog(): SoakLog {
  return {
    counts: {},
    starts: [],
    claims: [],
    claimsInDoubt: [],
    ends: [],
    adjustments: [],
    topUps: [],
    replays: { same: 0, different: 0 },
    unanswered: { bonus: 0, freeGame: 0 },
    unexpected: [],
  };
}

interface Ctx {
  url: string;
  actors: SoakActors;
  log: SoakLog;
  /** The newest acknowledged game per host id. */
  games: Map<string, StartAck>;
  bonusesPerHost: Map<string, number>;
  retryDeadline: number;
}

const count = (log: SoakLog, op: string) => (log.counts[op] = (log.counts[op] ?? 0) + 1);
const pick = <T>(items: readonly T[]): T => items[randomInt(items.length)]!;
const unexpected = (ctx: Ctx, op: string, a: Answer) =>
  ctx.log.unexpected.length < 50
    ? ctx.log.unexpected.push({ op, status: a.status, body: a.body })
    : count(ctx.log, 'unexpected.more');

function startBody(): Record<string, unknown> {
  const cards = new Set<number>();
  const n = 3 + randomInt(10);
  while (cards.size < n) cards.add(1 + randomInt(100));
  const cardPaletteNumbers = [...cards];
  const roll = randomInt(100);
  const base = { cardPaletteNumbers, winningPatterns: ['any'] };
  if (roll < 15)
    return {
      ...base,
      gameType: 'multiplierBingo',
      callSpeed: 5000,
      bettingAmount: cardPaletteNumbers.map(() => pick(MULTIPLIER_STAKE_OPTIONS_BIRR)),
    };
  const regular = { ...base, bettingAmount: 10 + randomInt(41), callSpeed: pick([3000, 5000]) };
  if (roll < 30) return { ...regular, gameType: 'house', houseCardCount: 1 + randomInt(5) };
  if (roll < 45) return { ...regular, gameType: 'regular', isJackpotGame: true };
  return { ...regular, gameType: 'regular' };
}

async function start(ctx: Ctx, host: SoakHost): Promise<void> {
  const key = randomUUID();
  const body = startBody();
  const a = await untilAnswered(
    () => call(ctx.url, 'POST', '/game/start', { token: host.token, body, headers: { 'idempotency-key': key } }),
    ctx.retryDeadline,
  );
  // One game at a time per host: a start while one runs is refused (another client's game, or ours).
  if (a.status === 409 && a.body?.code === 'GAME_IN_PROGRESS') return void count(ctx.log, 'start.conflict');
  if (a.status !== 200) return void unexpected(ctx, 'start', a);
  count(ctx.log, a.attempts > 0 ? 'start.afterRetry' : 'start');
  const ack: StartAck = {
    key,
    hostId: host.id,
    body,
    gameId: a.body.gameId,
    commitment: a.body.commitment,
    calledNumbers: a.body.calledNumbers,
    cards: a.body.cardPaletteNumbers,
    winningCard: a.body.winningCard,
    winningCalls: a.body.winningCalls,
    houseWin: a.body.houseWin,
  };
  ctx.log.starts.push(ack);
  ctx.games.set(host.id, ack);
}

/** The same start again with its key: must answer the same game and start nothing. */
async function replay(ctx: Ctx): Promise<void> {
  if (ctx.log.starts.length === 0) return;
  const ack = pick(ctx.log.starts);
  const host = ctx.actors.hosts.find((h) => h.id === ack.hostId)!;
  const a = await untilAnswered(
    () =>
      call(ctx.url, 'POST', '/game/start', {
        token: host.token,
        body: ack.body,
        headers: { 'idempotency-key': ack.key },
      }),
    ctx.retryDeadline,
  );
  if (a.status !== 200) return void unexpected(ctx, 'replay', a);
  count(ctx.log, 'start.replay');
  if (a.body.gameId === ack.gameId && a.body.commitment === ack.commitment) ctx.log.replays.same++;
  else ctx.log.replays.different++;
}

/**
 * Plays the host's game (harmless while it runs) and claims a card on the calls the server's clock
 * has revealed (no calls sent): the client cannot know the winner before its call.
 */
async function claim(ctx: Ctx, host: SoakHost): Promise<void> {
  const game = ctx.games.get(host.id);
  if (!game) return start(ctx, host);
  const played = await untilAnswered(
    () => call(ctx.url, 'POST', `/game/${game.gameId}/play`, { token: host.token }),
    ctx.retryDeadline,
  );
  if (played.status === 200) count(ctx.log, 'play');
  else if (played.status === 409) count(ctx.log, 'play.ended');
  else unexpected(ctx, 'play', played);
  const card = pick(game.cards);
  const a = await untilAnswered(
    () => call(ctx.url, 'POST', `/game/isWinner/${game.gameId}/${card}`, { token: host.token, body: {} }),
    ctx.retryDeadline,
  );
  if (a.status === 200) {
    count(ctx.log, a.body.isWinner ? 'claim.won' : 'claim.lost');
    ctx.log.claims.push({ gameId: game.gameId, card, isWinner: a.body.isWinner });
  } else if (a.status === 409) {
    // Game ended, card already judged, pot taken on another call: all legitimate.
    count(ctx.log, 'claim.refused');
    if (a.attempts > 0) ctx.log.claimsInDoubt.push({ gameId: game.gameId, card });
  } else unexpected(ctx, 'claim', a);
}

async function end(ctx: Ctx, host: SoakHost): Promise<void> {
  const game = ctx.games.get(host.id);
  if (!game) return;
  const a = await untilAnswered(
    () => call(ctx.url, 'POST', `/game/${game.gameId}/end`, { token: host.token }),
    ctx.retryDeadline,
  );
  if (a.status !== 200) return void unexpected(ctx, 'end', a);
  count(ctx.log, 'end');
  ctx.log.ends.push(game.gameId);
  if (ctx.games.get(host.id) === game) ctx.games.delete(host.id);
}

/** Super admin wallet update (REST, step-up header), with an Idempotency-Key. */
async function adjust(ctx: Ctx, host: SoakHost): Promise<void> {
  const key = randomUUID();
  const cents = (randomInt(10) === 0 ? -1 : 1) * (100 + randomInt(20_000));
  const { token, stepUp } = ctx.actors.superAdmin;
  const a = await untilAnswered(
    () =>
      call(ctx.url, 'PUT', `/admin/arif/offense/${host.id}/update/wallet`, {
        token,
        body: { amount: cents / 100 },
        headers: { 'x-step-up': stepUp, 'idempotency-key': key },
      }),
    ctx.retryDeadline,
  );
  if (a.status !== 200) return void unexpected(ctx, 'adjust', a);
  count(ctx.log, 'wallet.adjust');
  ctx.log.adjustments.push({ key, hostId: host.id, santim: cents });
}

/** Owner top-up (GraphQL) from the group's super account: refused once its 100,000 Birr are spent. */
async function topUp(ctx: Ctx): Promise<void> {
  const host = pick(ctx.actors.hosts.filter((h) => h.hawassa));
  const key = randomUUID();
  const { token, stepUp } = ctx.actors.owner;
  const query =
    'mutation($id: ID!) { topUpHost(input: { hostId: $id, amountSantim: 1000000 }) { walletBalance: walletBalanceSantim } }';
  const a = await untilAnswered(
    () =>
      call(ctx.url, 'POST', '/graphql', {
        token,
        body: { query, variables: { id: host.id } },
        headers: { 'x-step-up': stepUp, 'idempotency-key': key },
      }),
    ctx.retryDeadline,
  );
  if (a.status === 200 && a.body?.data?.topUpHost) {
    count(ctx.log, 'wallet.topUp');
    ctx.log.topUps.push({ key, hostId: host.id });
  } else if (a.body?.errors?.[0]?.message === 'Insufficient funds') count(ctx.log, 'wallet.topUp.insufficient');
  else unexpected(ctx, 'topUp', a);
}

/** A fixed 2-Birr bonus on every 3rd regular game (at most two per host). */
async function bonus(ctx: Ctx, host: SoakHost): Promise<void> {
  if ((ctx.bonusesPerHost.get(host.id) ?? 0) >= 2) return start(ctx, host);
  ctx.bonusesPerHost.set(host.id, (ctx.bonusesPerHost.get(host.id) ?? 0) + 1);
  const now = Date.now();
  const body = {
    name: 'Soak bonus',
    bonusType: 'fixed',
    bonusValue: 2,
    triggerType: 'games-count',
    triggerValue: 3,
    startDateTime: new Date(now - 3_600_000).toISOString(),
    endDateTime: new Date(now + 86_400_000).toISOString(),
  };
  const a = await call(ctx.url, 'POST', '/bonus/create', {
    token: host.token,
    body,
    headers: { 'x-step-up': host.stepUp },
  });
  if (a.status === 201) count(ctx.log, 'bonus.create');
  else if (a.status === 0 || a.status === 503) ctx.log.unanswered.bonus++;
  else unexpected(ctx, 'bonus', a);
}

const FIVE_MINUTES = 5 * 60_000;

/**
 * Schedules a free game on the next 5-minute step (the API allows no other time); 409 when
 * another slot of the host is within 5 minutes. The slots already due come from soak-setup.
 */
async function freeGame(ctx: Ctx, host: SoakHost): Promise<void> {
  const scheduledDateTime = new Date(Math.ceil((Date.now() + 60_000) / FIVE_MINUTES) * FIVE_MINUTES).toISOString();
  const a = await call(ctx.url, 'POST', '/free-game/schedule', {
    token: host.token,
    body: { scheduledDateTime },
    headers: { 'x-step-up': host.stepUp },
  });
  if (a.status === 201) count(ctx.log, 'freeGame.schedule');
  else if (a.status === 409) count(ctx.log, 'freeGame.clash');
  else if (a.status === 0 || a.status === 503) ctx.log.unanswered.freeGame++;
  else unexpected(ctx, 'freeGame', a);
}

/** Weighted mix of operations, in percent. */
const MIX: [number, (ctx: Ctx, host: SoakHost) => Promise<void>][] = [
  [24, start],
  [5, (ctx) => replay(ctx)],
  [40, claim],
  [9, end],
  [10, adjust],
  [4, (ctx) => topUp(ctx)],
  [4, bonus],
  [4, freeGame],
];

export interface ClientRun {
  url: string;
  actors: SoakActors;
  clients: number;
  /** The clients stop starting new operations at this time (ms since epoch). */
  until: number;
  log: SoakLog;
  games: Map<string, StartAck>;
}

/** `clients` loops, each doing one random operation on a random host at a time, until `until`. */
export async function runClients(run: ClientRun): Promise<void> {
  const ctx: Ctx = {
    url: run.url,
    actors: run.actors,
    log: run.log,
    games: run.games,
    bonusesPerHost: new Map(),
    retryDeadline: run.until + 120_000,
  };
  const total = MIX.reduce((s, [w]) => s + w, 0);
  const loop = async () => {
    while (Date.now() < run.until) {
      let roll = randomInt(total);
      const [, op] = MIX.find(([w]) => (roll -= w) < 0)!;
      await op(ctx, pick(run.actors.hosts));
    }
  };
  await Promise.all(Array.from({ length: run.clients }, loop));
}
