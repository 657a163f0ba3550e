import {
  type Card as CardFace,
  evaluateCard,
  labelNumber,
  multiplierGame,
  parseClaimPrefix,
  type PatternName,
  splitPot,
} from '@bingo/core';
import { sqlEm } from './db';
import type { Orm } from '../../db/orm';
import type { Tx } from '../../shared/db/transaction';
import { AppError } from '../../shared/errors/app-error';
import type { Actor } from '../auth/actor';
import { isUuid } from '../account/host-scope';
import { orderedNumbers } from '../card/card.service';
import type { ClaimResult, GameType, PlayedCard } from './game.entity';
import { MAX_GAME_CARDS } from './game.inputs';

export const NOT_A_PLAYER = 'Card is not in the list of players. Please check the card number and try again.';
export const CARD_LOCKED = 'This card has been locked.';
export const ALREADY_CHECKED = 'This card has already been checked';
export const CARD_NOT_FOUND = 'Card not found';
export const GAME_NOT_FOUND = 'Game not found';
export const GAME_ENDED = 'This game has ended';

export interface PatternCheck {
  pattern: PatternName;
  isWinner: boolean;
  /** The card's numbers in the winning cells (FREE left out); [] when not complete. */
  numbers: number[];
  /** Cell indexes (row * 5 + column) of the winning cells, for highlighting. */
  cells: number[];
  /** Label of the call that completed the pattern ("N40"); null when not complete. */
  lastCalledNumber: string | null;
  completedAtCall: number | null;
}

export interface ClaimAnswer {
  gameId: string;
  cardNumber: number;
  isWinner: boolean;
  /** A losing check locks the card for the rest of the game. */
  locked: boolean;
  prefixLength: number;
  results: PatternCheck[];
  /** This card's payout in santim (its share when several win on the same call); 0 when not a winner. */
  payout: number;
  /** Winning cards on this call so far, this one included. */
  winnersOnCall: number;
  card: CardFace;
}

interface ClaimRow {
  host_id: string;
  status: string;
  game_type: GameType;
  draw_order: number[] | string;
  winning_patterns: PatternName[] | string;
  house_win: boolean;
  payout_to_winner: string | number;
  commission_rate_bp: number;
  stakes: number[] | string;
  card_palette_numbers: number[] | string;
  won_at_call: number | null;
  card: PlayedCard | string | null;
  prior: ClaimResult | null;
}

const json = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);

/** "17" or 17 → 17; anything else (0, 101.5, "abc") → null. */
export function parseCardNumber(value: unknown): number | null {
  const n = typeof value === 'string' && /^\d{1,6}$/.test(value) ? Number(value) : value;
  return typeof n === 'number' && Number.isSafeInteger(n) && n >= 1 ? n : null;
}

/**
 * isWinner: judged only on `calledNumbers` that are exactly a prefix of the game's order, by the
 * core's evaluateCard. One short transaction holding the game row lock, so two checks of the
 * same game are judged one after the other (locks, split pots). Every judged check is recorded.
 */
export async function checkWinner(orm: Orm, actor: Actor, gameId: string, cardNumberRaw: unknown, calledNumbers: unknown): Promise<ClaimAnswer> {
  if (!isUuid(gameId)) throw new AppError('NOT_FOUND', GAME_NOT_FOUND);
  const cardNumber = parseCardNumber(cardNumberRaw);
  return sqlEm(orm).transactional(async (tx) => {
    const [row] = await tx.execute<ClaimRow[]>(
      `select g.host_id, g.status, g.game_type, g.draw_order, g.winning_patterns, g.house_win, g.payout_to_winner,
              g.commission_rate_bp, g.stakes, g.card_palette_numbers, g.won_at_call,
              (select c from jsonb_array_elements(g.cards) c where (c->>'paletteNumber')::int = ? and not (c->>'house')::boolean) as card,
              (select result from game_claim where game_id = g.id and palette_number = ? order by id limit 1) as prior
         from game g where g.id = ? for update`,
      [cardNumber ?? 0, cardNumber ?? 0, gameId],
    );
    if (!row || row.host_id !== actor.id) throw new AppError('NOT_FOUND', GAME_NOT_FOUND);
    if (row.status !== 'ACTIVE') throw new AppError('CONFLICT', GAME_ENDED);
    // The calls must be exactly the start of the game's sequence, whatever else is wrong.
    const prefix = parseClaimPrefix(calledNumbers, json<number[]>(row.draw_order));
    if (cardNumber === null || cardNumber > MAX_GAME_CARDS) throw new AppError('NOT_FOUND', CARD_NOT_FOUND);
    const card = row.card === null ? null : json<PlayedCard>(row.card);
    if (!card) throw new AppError('BAD_INPUT', NOT_A_PLAYER);
    if (row.prior === 'LOST') throw new AppError('CONFLICT', CARD_LOCKED);
    if (row.prior === 'WON') throw new AppError('CONFLICT', ALREADY_CHECKED);

    const wonAtCall = row.won_at_call === null ? null : Number(row.won_at_call);
    if (wonAtCall !== null && prefix.length !== wonAtCall) {
      throw new AppError('CONFLICT', `This game was won on call ${wonAtCall}; only cards checked on that call share the pot`);
    }
    const patterns = json<PatternName[]>(row.winning_patterns);
    const face: CardFace = { paletteNumber: card.paletteNumber, numbers: orderedNumbers(card.numbers) };
    const evaluated = evaluateCard(face, patterns, prefix);
    const results: PatternCheck[] = evaluated.map((r) => ({
      pattern: r.pattern,
      isWinner: r.isComplete,
      numbers: r.numbers,
      cells: r.cells,
      lastCalledNumber: r.lastCalledNumber === null ? null : labelNumber(r.lastCalledNumber),
      completedAtCall: r.completedAtCall,
    }));
    const complete = evaluated.filter((r) => r.isComplete).sort((a, b) => a.completedAtCall! - b.completedAtCall!);
    // In a house game the house won strictly before any hall card could: no hall card is paid.
    const isWinner = complete.length > 0 && !row.house_win;
    const now = new Date();
    await tx.execute(
      'insert into game_claim (game_id, palette_number, prefix_length, result, pattern, payout, created_at) values (?, ?, ?, ?, ?, 0, ?)',
      [gameId, cardNumber, prefix.length, isWinner ? 'WON' : 'LOST', complete[0]?.pattern ?? null, now],
    );
    let payout = 0;
    let winnersOnCall = 0;
    if (isWinner) {
      const shares = await shareThePot(tx, gameId, row, cardNumber);
      payout = shares.payout;
      winnersOnCall = shares.winners;
    }
    await tx.execute(
      'update game set calls_revealed = greatest(calls_revealed, ?), won_at_call = coalesce(won_at_call, ?) where id = ?',
      [prefix.length, isWinner ? prefix.length : null, gameId],
    );
    return { gameId, cardNumber, isWinner, locked: !isWinner, prefixLength: prefix.length, results, payout, winnersOnCall, card: face };
  });
}

/**
 * Winners checked on the same call share the pot (core splitPot, in checking order); in
 * multiplierBingo each winning card is paid its own stake times the multiplier (core multiplierGame).
 */
async function shareThePot(tx: Tx, gameId: string, row: ClaimRow, cardNumber: number): Promise<{ payout: number; winners: number }> {
  const winners = await tx.execute<{ id: string | number; palette_number: number }[]>(
    "select id, palette_number from game_claim where game_id = ? and result = 'WON' order by id",
    [gameId],
  );
  let shares: number[];
  if (row.game_type === 'multiplierBingo') {
    const numbers = json<number[]>(row.card_palette_numbers);
    shares = multiplierGame({
      stakes: json<number[]>(row.stakes),
      commissionRate: row.commission_rate_bp,
      winners: winners.map((w) => numbers.indexOf(Number(w.palette_number))),
    }).payouts;
  } else {
    shares = splitPot(Number(row.payout_to_winner), winners.length);
  }
  const ids = winners.map((w) => Number(w.id));
  await tx.execute(
    `update game_claim as c set payout = v.payout from (values ${ids.map(() => '(?::bigint, ?::bigint)').join(', ')}) as v(id, payout) where c.id = v.id`,
    ids.flatMap((id, i) => [id, shares[i]!]),
  );
  const mine = winners.findIndex((w) => Number(w.palette_number) === cardNumber);
  return { payout: shares[mine]!, winners: winners.length };
}
