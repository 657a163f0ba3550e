import { addisDayKey, addisDayStart, isoWeekKey, monthKey, shiftDayKey } from '@bingo/core';
import type { TestServer } from '../test-server';
import { createAccount } from '../../src/modules/account';
import { sqlEm } from '../../src/shared/db/sql';

export interface SeededGame {
  hostId: string;
  gameType: 'regular' | 'house' | 'free' | 'multiplierBingo';
  createdAt: Date;
  stakes: number[];
  payout: number;
  profit: number;
  houseWin?: boolean;
  houseCards?: number[];
  multiplierBp?: number | null;
}

/** A host account (card set 1) and its id; the password is host-pass-123. */
export async function makeHost(server: TestServer, username: string): Promise<string> {
  const account = await createAccount(server.orm, {
    username,
    password: 'host-pass-123',
    role: 'HOST',
    cardSetId: 1,
    initialWalletSantim: 100_000,
  });
  return account.id;
}

/** Inserts a finished game with exactly these figures, bypassing the rules (reports read what is stored). */
export async function insertGame(server: TestServer, g: SeededGame): Promise<string> {
  const id = crypto.randomUUID();
  const cards = g.stakes.map((_, i) => i + 1);
  const total = g.stakes.reduce((s, x) => s + x, 0);
  const multiplier = g.gameType === 'multiplierBingo';
  await sqlEm(server.orm).execute(
    `insert into game (id, host_id, card_set_id, game_type, status, bet_santim, card_palette_numbers, stakes, house_cards, cards, winning_patterns,
       call_speed_ms, seed, commitment, draw_order, winning_card, winning_calls, house_win, commission_rate_bp, total_stakes, base_amount,
       total_bonus_amount, payout_to_winner, profit, platform_fee, multiplier_bp, free_amount, bonuses, is_jackpot_game, jackpot_pool,
       jackpot_awarded, created_at, ended_at, end_reason, public_code)
     values (?, ?, 1, ?, 'ENDED', ?, ?, ?, ?, '[]', '["any"]', 5000, ?, ?, '[]', 1, 20, ?, 2000, ?, ?, 0, ?, ?, ?, ?, 0, '[]', false, 0, 0, ?, ?, 'ENDED', upper(substr(md5(?), 1, 8)))`,
    [
      id,
      g.hostId,
      g.gameType,
      multiplier ? null : g.stakes[0]!,
      JSON.stringify(cards),
      JSON.stringify(g.stakes),
      JSON.stringify(g.houseCards ?? []),
      'a'.repeat(64),
      'b'.repeat(64),
      g.houseWin ?? false,
      total,
      g.payout,
      g.payout,
      g.profit,
      Math.max(0, Math.floor((g.profit * 1750) / 10_000)),
      multiplier ? (g.multiplierBp ?? 16_000) : null,
      g.createdAt,
      g.createdAt,
      id,
    ],
  );
  return id;
}

const MINUTE = 60_000;

/**
 * Instants around the boundaries a report must get right, all in the past: Addis midnight
 * (yesterday's start), the start of this month, the start of this year (a year end), plus
 * games today and spread over the last 400 days.
 */
export function historyInstants(now = new Date()): Date[] {
  const today = addisDayKey(now);
  const yesterday = addisDayStart(shiftDayKey(today, -1));
  const monthStart = addisDayStart(`${today.slice(0, 8)}01`);
  const yearStart = addisDayStart(`${today.slice(0, 5)}01-01`);
  const around = (t: Date) => [new Date(t.getTime() - MINUTE), new Date(t.getTime() + MINUTE)];
  const spread = Array.from(
    { length: 40 },
    (_, i) => new Date(now.getTime() - (i * 10 + 3) * 86_400_000 - i * 37 * MINUTE),
  );
  return [
    ...around(yesterday),
    ...around(monthStart),
    ...around(yearStart),
    new Date(now.getTime() - 5_000),
    ...spread,
  ].filter((t) => t < now);
}

/** Deterministic figures for the i-th game: some losses, some house wins. */
export function figuresFor(i: number): { stakes: number[]; profit: number; payout: number } {
  const stakes = Array.from({ length: 2 + (i % 4) }, (_, k) => 1000 * (1 + ((i + k) % 5)));
  const total = stakes.reduce((s, x) => s + x, 0);
  const profit = (i % 7) % 3 === 0 ? -((i * 731) % 5000) - 100 : Math.floor(total * 0.2) + i;
  return { stakes, profit, payout: total - profit };
}

/** Independent sums in plain JS over what was inserted. */
export function sumBy<K extends string>(games: SeededGame[], key: (g: SeededGame) => K) {
  const out = new Map<K, { games: number; stakes: number; payout: number; profit: number }>();
  for (const g of games) {
    const k = key(g);
    const cur = out.get(k) ?? { games: 0, stakes: 0, payout: 0, profit: 0 };
    cur.games += 1;
    cur.stakes += g.stakes.reduce((s, x) => s + x, 0);
    cur.payout += g.payout;
    cur.profit += g.profit;
    out.set(k, cur);
  }
  return out;
}

export const dayOf = (g: SeededGame) => addisDayKey(g.createdAt);
export const weekOf = (g: SeededGame) => isoWeekKey(addisDayKey(g.createdAt));
export const monthOf = (g: SeededGame) => monthKey(addisDayKey(g.createdAt));
