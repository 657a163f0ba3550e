import {
  CARD_NOT_FOUND,
  type Card as CardFace,
  evaluateCard,
  GAME_NOT_FOUND,
  labelNumber,
  MAX_GAME_CARDS,
  multiplierGame,
  parseClaimPrefix,
  type PatternName,
  readClock,
  splitPot,
} from '@bingo/core';
import type { Actor } from '../../../shared/auth/actor';
import type { Orm } from '../../../shared/db/orm';
import type { SqlTarget } from '../../../shared/db/parameterized';
import { batchedTransaction, type Tx } from '../../../shared/db/transaction';
import { type EventBus, eventPayload } from '../../../shared/events/event-bus';
import { AppError, refuse } from '../../../shared/errors/app-error';
import { isUuid } from '../../../shared/validation/ids';
import { awardAtWin, settleClaimWin } from '../end/game-settle';
import type { GameJackpot } from '../ports/jackpot-port';
import { claimEvent } from '../feed/game-bus';
import type { ClaimCaches } from './claim-caches';
import { type ClaimClock, ClockMoved } from './claim-clock';
import type { StaticGame } from './claim-static-game';
import type { WonCalls } from './claim-won-call';
import { lockGameForWinner, readRefusal, recordWin, setClaimPayouts } from './game-claim.sql';
import type { LostClaimWriter } from './lost-claim-writer';

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

/**
 * What judging a claim uses, owned by the game service: the instance's claim caches (ClaimCaches)
 * and its lost-claim writer, one each per service; the bus the judged claim is told on (its
 * statement tells it as it commits: no transaction of its own), if any.
 */
export interface ClaimContext {
  orm: Orm;
  jackpot: GameJackpot | null;
  caches: ClaimCaches;
  lostClaims: LostClaimWriter;
  bus: EventBus | null;
}

/** "17" or 17 → 17; anything else (0, 101.5, "abc") → null. */
export function parseCardNumber(value: unknown): number | null {
  const n = typeof value === 'string' && /^\d{1,6}$/.test(value) ? Number(value) : value;
  return typeof n === 'number' && Number.isSafeInteger(n) && n >= 1 ? n : null;
}

/**
 * Why a claim could not be recorded: the clock moved since the events it was judged on (ClockMoved:
 * judge again), the game ended, the card was judged already, or the pot went on another call.
 */
async function refusal(
  em: SqlTarget,
  wonCalls: WonCalls,
  gameId: string,
  cardNumber: number,
  prefixLength: number,
  lastEventId: string,
): Promise<Error> {
  const row = await readRefusal(em, gameId, cardNumber);
  if (row && String(row.last_event) !== lastEventId) return new ClockMoved();
  wonCalls.remember(gameId, row?.won_at_call);
  if (!row || row.status !== 'ACTIVE') return refuse('GAME_ENDED');
  if (row.prior === 'LOST') return refuse('CARD_LOCKED');
  if (row.prior === 'WON') return refuse('ALREADY_CHECKED');
  if (row.won_at_call !== null && Number(row.won_at_call) !== prefixLength) {
    return refuse('GAME_WON_ON_CALL', { call: Number(row.won_at_call) });
  }
  return refuse('CHECK_AGAIN');
}

/**
 * The calls a claim is judged on: those revealed at the moment the server receives it; a legacy
 * body's calledNumbers may be shorter (judged on them) but never longer, and must be the game's.
 */
function claimPrefix(calledNumbers: unknown, order: readonly number[], revealed: number): number[] {
  if (calledNumbers == null) return order.slice(0, revealed);
  if (Array.isArray(calledNumbers) && calledNumbers.length > revealed) throw refuse('CLAIM_AHEAD_OF_CLOCK');
  return parseClaimPrefix(calledNumbers, order.slice(0, revealed));
}

/**
 * isWinner: judged on the calls revealed when the server receives the claim (or a legacy body's
 * shorter prefix of them), by the core's evaluateCard on the face stored with the game. Every judged check is recorded, once per
 * card (unique key). A losing check is one conditional INSERT (batched with concurrent ones, see LostClaimWriter) (game still active, pot not taken on
 * another call); a winning one runs in a transaction holding the game row, so winners on the same
 * call split the pot in checking order. The clock may be the one remembered from the game's last
 * claim (claim-clock.ts): the write checks it is still the game's, and a claim judged on a clock
 * that moved, refused on a remembered one, or winning on a remembered one (before the game row's
 * lock), is judged again on a fresh read.
 */
export async function checkWinner(
  ctx: ClaimContext,
  actor: Actor,
  gameId: string,
  cardNumberRaw: unknown,
  calledNumbers: unknown,
): Promise<ClaimAnswer> {
  // The moment of receipt fixes what may be judged: the clock's revealed calls then, never more.
  const receivedAt = Date.now();
  if (!isUuid(gameId)) throw new AppError('NOT_FOUND', GAME_NOT_FOUND);
  // Reads on the pool (no EntityManager: a claim's reads need no transaction).
  // The game's first claim here reads its clock with it (one statement).
  const { game, clock: readWithGame } = await ctx.caches.games.read(ctx.orm, gameId);
  if (!game || game.hostId !== actor.id) throw new AppError('NOT_FOUND', GAME_NOT_FOUND);
  if (readWithGame) ctx.caches.clocks.remember(gameId, readWithGame);
  const claim = { gameId, cardNumberRaw, calledNumbers, receivedAt };
  for (let attempt = 0; ; attempt++) {
    const clock =
      attempt === 0 && readWithGame
        ? { ...readWithGame, fresh: true }
        : await ctx.caches.clocks.read(ctx.orm, gameId, attempt > 0);
    try {
      const answer = await judge(ctx, game, claim, clock);
      if (answer.isWinner) ctx.caches.wonCalls.remember(gameId, answer.prefixLength); // committed
      return answer;
    } catch (error) {
      if (!(error instanceof ClockMoved)) throw error;
      ctx.caches.clocks.forget(gameId);
      // Two fresh reads in a row found the clock moving under the claim: the operator is pressing
      // play and pause; the claim is not recorded and may be sent again.
      if (attempt >= 2) throw refuse('CHECK_AGAIN');
    }
  }
}

async function judge(
  ctx: ClaimContext,
  game: StaticGame,
  claim: { gameId: string; cardNumberRaw: unknown; calledNumbers: unknown; receivedAt: number },
  clock: ClaimClock,
): Promise<ClaimAnswer> {
  const { gameId } = claim;
  const { orm, jackpot } = ctx;
  const wonCalls = ctx.caches.wonCalls;
  const revealed = readClock(clock.events, game.callSpeedMs, claim.receivedAt).revealed;
  // The calls must be exactly the start of the revealed sequence, whatever else is wrong. Refused
  // on a remembered clock, the claim is judged again on a fresh read (the operator may have
  // pressed play since); refusals after the write check the clock themselves (refusal()).
  let prefix: number[];
  try {
    prefix = claimPrefix(claim.calledNumbers, game.order, revealed);
  } catch (error) {
    throw clock.fresh ? error : new ClockMoved();
  }
  const cardNumber = parseCardNumber(claim.cardNumberRaw);
  if (cardNumber === null || cardNumber > MAX_GAME_CARDS) throw new AppError('NOT_FOUND', CARD_NOT_FOUND);
  const face = game.faces.get(cardNumber);
  if (!face) throw refuse('NOT_A_PLAYER');
  // The pot went on another call (known here, and never changed once set): this claim can only be
  // refused, whatever the card holds. One read says why, without evaluating the card, without the
  // write and without waiting on the game row's lock.
  const wonAt = wonCalls.get(gameId);
  if (wonAt !== undefined && wonAt !== prefix.length)
    throw await refusal(orm, wonCalls, gameId, cardNumber, prefix.length, clock.lastEventId);

  const evaluated = evaluateCard(face, game.patterns, prefix);
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
  const isWinner = complete.length > 0 && !game.houseWin;
  const answer = { gameId, cardNumber, prefixLength: prefix.length, results, card: face };

  if (!isWinner) {
    const lost = { ...answer, isWinner: false, locked: true, payout: 0, winnersOnCall: 0 };
    const recorded = await ctx.lostClaims.record({
      gameId,
      cardNumber,
      prefixLength: prefix.length,
      pattern: complete[0]?.pattern ?? null,
      lastEventId: clock.lastEventId,
      told: ctx.bus ? eventPayload(claimEvent(lost)) : null,
    });
    if (!recorded) throw await refusal(orm, wonCalls, gameId, cardNumber, prefix.length, clock.lastEventId);
    return lost;
  }

  // A winner takes the game row's lock only on a clock read just now. A remembered clock may be
  // behind the game's: on it a card complete on the pot's call but checked calls later (or the
  // winner checked again) would wait for the winners' lock only to be refused after it.
  if (!clock.fresh) throw new ClockMoved();
  // The lock, the claim with the game's winners, then its payouts, outcome and bus message as the
  // last statement before the commit (batchedTransaction): four round trips.
  return batchedTransaction(orm, async (tx) => {
    const row = await lockGameForWinner(tx, gameId);
    if (row && String(row.last_event) !== clock.lastEventId) throw new ClockMoved();
    const wonAtRow = row?.won_at_call == null ? null : Number(row.won_at_call);
    if (!row || row.status !== 'ACTIVE' || (wonAtRow !== null && wonAtRow !== prefix.length))
      throw await refusal(tx, wonCalls, gameId, cardNumber, prefix.length, clock.lastEventId);
    const win = await recordWin(tx, gameId, cardNumber, prefix.length, complete[0]!.pattern);
    // A press that committed while this check waited for the lock: judged again (the claim rolls back).
    if (win.lastEvent !== undefined && win.lastEvent !== clock.lastEventId) throw new ClockMoved();
    if (!win.inserted) throw await refusal(tx, wonCalls, gameId, cardNumber, prefix.length, clock.lastEventId);
    const { winners } = win;
    const award = await awardAtWin(tx, jackpot, { gameId, hostId: game.hostId }, game.plan, {
      cardNumber,
      wonAtCall: prefix.length,
      first: wonAtRow === null,
    });
    const shares = await shareThePot(tx, game, winners, cardNumber, award - (game.plan?.jackpotAwarded ?? 0));
    await settleClaimWin(
      tx,
      {
        gameId,
        gameType: game.gameType,
        totalStakes: game.totalStakes,
        totalBonusAmount: game.totalBonusAmount,
      },
      game.plan,
      { cardNumber: shares.firstCard, wonAtCall: prefix.length },
      shares.paid,
      award,
    );
    const won = { ...answer, isWinner: true, locked: false, payout: shares.payout, winnersOnCall: shares.winners };
    // With the transaction's last statement: told when the win commits, never for a rolled-back one.
    if (ctx.bus) await ctx.bus.publish(claimEvent(won), tx);
    return won;
  });
}

/**
 * Winners checked on the same call share the pot (core splitPot, in checking order); in
 * multiplierBingo each winning card is paid its own stake times the multiplier (core multiplierGame).
 */
async function shareThePot(
  tx: Tx,
  game: StaticGame,
  /** The game's winning claims in checking order, this one included (recordWin). */
  winners: readonly { id: string | number; palette_number: number }[],
  cardNumber: number,
  /** The jackpot award at the win less the planned one (a linked pool taken elsewhere: minus the plan's). */
  awardChange: number,
): Promise<{ payout: number; winners: number; firstCard: number; paid: number }> {
  let shares: number[];
  if (game.gameType === 'multiplierBingo') {
    shares = multiplierGame({
      stakes: game.stakes,
      commissionRate: game.commissionRateBp,
      winners: winners.map((w) => game.cardNumbers.indexOf(Number(w.palette_number))),
    }).payouts;
  } else {
    shares = splitPot(game.payoutToWinner + awardChange, winners.length);
  }
  const ids = winners.map((w) => Number(w.id));
  await setClaimPayouts(tx, ids, shares);
  const mine = winners.findIndex((w) => Number(w.palette_number) === cardNumber);
  return {
    payout: shares[mine]!,
    winners: winners.length,
    firstCard: Number(winners[0]!.palette_number),
    paid: shares.reduce((a, b) => a + b, 0),
  };
}
