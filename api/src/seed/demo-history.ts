import {
  addisDayStart,
  addisDayKey,
  MIN_OWNER_TOP_UP_BIRR,
  MULTIPLIER_STAKE_OPTIONS_BIRR,
  SANTIM_PER_BIRR,
  shiftDayKey,
} from '@bingo/core';
import type { Logger } from 'pino';
import type { Actor } from '../shared/auth/actor';
import type { Orm } from '../shared/db/orm';
import { sqlEm } from '../shared/db/sql';
import type { Services } from '../services';
import { backdateAccounts, moveGame, moveLedgerSince, plannedOutcome, rewindClock } from './demo-history-clock';

/**
 * Demo history (docs/demo-history.md): days of games, claims, top-ups, free games
 * and bonuses for the demo hosts, played through the same services the transports call (start,
 * play, check winner, end; owner top-ups; free-game scheduling; bonus configurations). Only the
 * recorded times are moved afterwards (demo-history-clock.ts). Development only, on the embedded
 * database's first start, in the background after the server answers (server.ts).
 */

export const DEMO_HISTORY_DAYS = 90;
/** A game start as the game service takes it (santim). */
type StartGameCommand = Parameters<Services['games']['start']>[1];
const HOUR = 3_600_000;
const MINUTE = 60_000;
/** From "New game" to "Play" in the hall: cards are sold and placed. */
const SETUP_MS = 4 * MINUTE;
/** The owners' smallest top-up (MIN_OWNER_TOP_UP_BIRR). */
const TOP_UP_BIRR = MIN_OWNER_TOP_UP_BIRR;
const LOW_WALLET_SANTIM = 1_500 * SANTIM_PER_BIRR;

export interface DemoHistoryOptions {
  days?: number;
  now?: Date;
  /** Checked between games: the server is closing. */
  stopped?: () => boolean;
  /**
   * A pause before the first and after every game. The embedded database runs in the server's own
   * thread, so without it requests would wait behind the history (server.ts passes one).
   */
  pauseMs?: number;
  logger?: Logger;
}

export interface DemoHistoryResult {
  games: number;
  topUps: number;
  freeGames: number;
  ms: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Deterministic (mulberry32): the same plan on every fresh start; the draws stay the services' own. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface DemoAccounts {
  superAdmin: Actor;
  hosts: { actor: Actor; owner: Actor | null; weight: number }[];
}

async function demoAccounts(orm: Orm): Promise<DemoAccounts | null> {
  const rows = await sqlEm(orm).execute<
    { id: string; username: string; role: Actor['role']; card_set_id: number | null; owner_group_id: number | null }[]
  >(
    "select id, username, role, card_set_id, owner_group_id from account where username in ('superadmin', 'demo', 'hawassa1', 'hawassa2', 'ale1', 'owner.hawassa', 'owner.ale')",
  );
  const actor = (username: string): Actor | null => {
    const r = rows.find((row) => row.username === username);
    return r
      ? { id: r.id, username, role: r.role, cardSetId: r.card_set_id, ownerGroupId: r.owner_group_id, steppedUp: true }
      : null;
  };
  const superAdmin = actor('superadmin');
  if (!superAdmin) return null;
  const hosts = (
    [
      ['demo', null, 1.2],
      ['hawassa1', 'owner.hawassa', 1],
      ['hawassa2', 'owner.hawassa', 0.7],
      ['ale1', 'owner.ale', 0.9],
    ] as const
  ).flatMap(([name, owner, weight]) => {
    const host = actor(name);
    return host ? [{ actor: host, owner: owner ? actor(owner) : null, weight }] : [];
  });
  return { superAdmin, hosts };
}

/** `count` different cards of the host's set of 100. */
function pickCards(rand: () => number, count: number): number[] {
  const picked = new Set<number>();
  while (picked.size < count) picked.add(1 + Math.floor(rand() * 100));
  return [...picked];
}

/** One game's request, as a hall would choose it: mostly regular, some house and multiplier games. */
function gameRequest(rand: () => number): StartGameCommand {
  const kind = rand();
  const cards = (count: number) => pickCards(rand, count);
  if (kind < 0.15) {
    const hall = cards(2 + Math.floor(rand() * 6));
    const stakes = hall.map(() => MULTIPLIER_STAKE_OPTIONS_BIRR[Math.floor(rand() * 5)]! * SANTIM_PER_BIRR);
    return { gameType: 'multiplierBingo', cardPaletteNumbers: hall, stakesSantim: stakes, callSpeed: 5000 };
  }
  const bet = [10, 10, 20, 20, 30, 50][Math.floor(rand() * 6)]! * SANTIM_PER_BIRR;
  const hall = cards(6 + Math.floor(rand() * 25));
  if (kind < 0.3) {
    return {
      gameType: 'house',
      cardPaletteNumbers: hall,
      bettingAmountSantim: bet,
      houseCardCount: 1 + Math.floor(rand() * 4),
      callSpeed: 3000,
    };
  }
  const patterns = rand() < 0.7 ? ['any'] : ['rows', 'columns'];
  return {
    gameType: 'regular',
    cardPaletteNumbers: hall,
    bettingAmountSantim: bet,
    winningPatterns: patterns,
    callSpeed: 5000,
  };
}

/**
 * Plays one game through the game service at the real clock, then moves its recorded times to
 * `at`: start, PLAY, the clock rewound to the winning call, a false claim now and then (locked),
 * the winner's claim, END.
 */
async function playGame(
  orm: Orm,
  services: Services,
  host: Actor,
  request: StartGameCommand,
  at: Date,
  rand: () => number,
) {
  const started = await services.games.start(host, request);
  const gameId = started.gameId;
  try {
    await services.games.play(host, gameId);
    const plan = await plannedOutcome(orm, gameId);
    const calls = plan.winningCalls ?? 75;
    await rewindClock(orm, gameId, SETUP_MS, (calls - 1) * plan.callSpeedMs + plan.callSpeedMs / 2);
    if (!plan.houseWin && plan.winningCard != null) {
      const loser = request.cardPaletteNumbers.find((n) => n !== plan.winningCard);
      if (loser !== undefined && rand() < 0.25) await services.games.checkWinner(host, gameId, loser, undefined);
      await services.games.checkWinner(host, gameId, plan.winningCard, undefined);
    }
    await services.games.end(host, gameId);
  } catch (error) {
    // Never leave the host with a running game: end only the one this call started.
    await services.games.end(host, gameId).catch(() => undefined);
    throw error;
  }
  const [row] = await sqlEm(orm).execute<{ created_at: string | Date }[]>('select created_at from game where id = ?', [
    gameId,
  ]);
  await moveGame(orm, gameId, at.getTime() - new Date(row!.created_at).getTime());
}

/** A free game through the free-game service: scheduled ahead, then due when the next game starts. */
async function scheduleFreeGame(orm: Orm, services: Services, host: Actor): Promise<void> {
  const slot = await services.freeGames.scheduleOne(host, {
    scheduledDateTime: new Date(Math.ceil((Date.now() + 10 * MINUTE) / (5 * MINUTE)) * 5 * MINUTE).toISOString(),
  });
  // The clock reaches the slot: what waiting ten minutes would do.
  await sqlEm(orm).execute('update free_game_slot set scheduled_at = ?, created_at = ? where id = ?', [
    new Date(Date.now() - 1000),
    new Date(Date.now() - HOUR),
    slot.id,
  ]);
}

/** Owners top up their hosts from the group's super account; the super admin tops up the host without an owner. */
async function topUp(
  orm: Orm,
  services: Services,
  accounts: DemoAccounts,
  host: DemoAccounts['hosts'][number],
  at: Date,
) {
  const since = new Date(Date.now() - 1000);
  const amountSantim = TOP_UP_BIRR * SANTIM_PER_BIRR;
  if (host.owner) await services.walletAdmin.topUp(host.owner, { hostId: host.actor.id, amountSantim });
  else await services.walletAdmin.adjust(accounts.superAdmin, { hostId: host.actor.id, amountSantim });
  const [group] = await sqlEm(orm).execute<{ super_account_id: string | null }[]>(
    'select g.super_account_id from owner_group g where g.id = ?',
    [host.owner?.ownerGroupId ?? -1],
  );
  await moveLedgerSince(orm, [host.actor.id, ...(group?.super_account_id ? [group.super_account_id] : [])], since, at);
}

async function walletOf(orm: Orm, hostId: string): Promise<number> {
  const [row] = await sqlEm(orm).execute<{ wallet_balance: string | number }[]>(
    'select wallet_balance from account where id = ?',
    [hostId],
  );
  return Number(row!.wallet_balance);
}

/** Each host's bonus: 10% on games of 300 Birr stakes or more, at most 100 Birr, through the bonus service. */
async function createBonuses(services: Services, accounts: DemoAccounts, now: Date): Promise<void> {
  for (const { actor } of accounts.hosts) {
    await services.bonuses.configs.create(actor, {
      name: 'Big hall bonus',
      bonusType: 'percentage',
      bonusValue: 10,
      startDateTime: new Date(now.getTime() - MINUTE).toISOString(),
      endDateTime: new Date(now.getTime() + 365 * 24 * HOUR).toISOString(),
      gameType: 'regular',
      minPlayers: 0,
      maxBonusAmount: 100,
      triggerType: 'bet-amount',
      triggerValue: 300,
      selectedDays: [],
      selectedTimeSlots: [],
    });
  }
}

/**
 * Plays `days` days, oldest first, so the dashboards fill from the far end while it runs. Games of
 * a day fall between 09:00 and 22:00 Addis Ababa time, never later than a quarter hour ago.
 * A host's game that cannot start (the demo user is playing on that host right now) is skipped.
 */
export async function seedDemoHistory(
  orm: Orm,
  services: Services,
  options: DemoHistoryOptions = {},
): Promise<DemoHistoryResult> {
  const began = performance.now();
  const days = options.days ?? DEMO_HISTORY_DAYS;
  const now = options.now ?? new Date();
  const result: DemoHistoryResult = { games: 0, topUps: 0, freeGames: 0, ms: 0 };
  const accounts = await demoAccounts(orm);
  if (!accounts || accounts.hosts.length === 0) return result;
  const rand = random(20261124);
  const today = addisDayKey(now);
  const firstDay = shiftDayKey(today, -days);
  await createBonuses(services, accounts, now);
  await backdateAccounts(orm, new Date(addisDayStart(firstDay).getTime() + 8 * HOUR));

  for (let d = days; d >= 0; d--) {
    const day = shiftDayKey(today, -d);
    const dayStart = addisDayStart(day).getTime();
    const weekday = new Date(dayStart + 3 * HOUR).getUTCDay();
    for (const host of accounts.hosts) {
      if (options.stopped?.()) return { ...result, ms: performance.now() - began };
      const topUpAt = new Date(dayStart + 10 * HOUR + Math.floor(rand() * HOUR));
      if (
        topUpAt.getTime() < now.getTime() &&
        (d % 30 === 3 || (await walletOf(orm, host.actor.id)) < LOW_WALLET_SANTIM)
      ) {
        await topUp(orm, services, accounts, host, topUpAt);
        result.topUps++;
      }
      const busy = weekday === 0 || weekday === 6 ? 1.6 : 1;
      const count = Math.round((3 + rand() * 4) * busy * host.weight * (0.6 + (0.4 * (days - d)) / Math.max(1, days)));
      let at = dayStart + 9 * HOUR + Math.floor(rand() * 3 * HOUR);
      for (let i = 0; i < count; i++, at += 45 * MINUTE + Math.floor(rand() * 60 * MINUTE)) {
        if (at > now.getTime() - 15 * MINUTE || at > dayStart + 22 * HOUR) break;
        if (options.stopped?.()) return { ...result, ms: performance.now() - began };
        let request = gameRequest(rand);
        if (i === 0 && d % 6 === 1) {
          await scheduleFreeGame(orm, services, host.actor);
          request = {
            gameType: 'regular',
            cardPaletteNumbers: pickCards(rand, 8),
            bettingAmountSantim: 2_000,
            callSpeed: 5000,
          };
          result.freeGames++;
        }
        if (options.pauseMs) await sleep(options.pauseMs);
        try {
          await playGame(orm, services, host.actor, request, new Date(at), rand);
          result.games++;
        } catch (error) {
          options.logger?.warn({ err: error, host: host.actor.username }, 'demo history: a game was skipped');
        }
      }
    }
  }
  return { ...result, ms: performance.now() - began };
}
