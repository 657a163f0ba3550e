import { RuleError, describeValue } from '../rule-errors';
import {
  assertBasisPoints,
  assertSantim,
  assertSignedSantim,
  BASIS_POINTS,
  type BasisPoints,
  DEFAULT_PLATFORM_SHARE_BP,
  MAX_COMMISSION_RATE_BP,
  MIN_COMMISSION_RATE_BP,
  COMMISSION_RATE_STEP_BP,
  type Santim,
  shareOf,
} from './money-units';

/*
 * Rounding: every share is floor(amount x rate) to the santim (shareOf); the payout is always what
 * is left, e.g. profit = floor(T x r) and payout = T - profit. Nothing is created or lost:
 * payoutToWinner + profit equals the stakes the hall collected, to the santim, in every game type.
 */

export interface GameMoney {
  /** T: every stake in the pot (house cards included in a house game). */
  totalStakes: Santim;
  /** Paid to the winning card(s) before any bonus. */
  payoutToWinner: Santim;
  /** The house's result; negative is a loss. */
  profit: number;
}

function assertCommission(rate: BasisPoints): BasisPoints {
  if (
    !Number.isSafeInteger(rate) ||
    rate < MIN_COMMISSION_RATE_BP ||
    rate > MAX_COMMISSION_RATE_BP ||
    rate % COMMISSION_RATE_STEP_BP !== 0
  ) {
    throw new RuleError(
      'INVALID_RATE',
      `Commission rate must be 2000 to 9000 basis points in steps of 500 (use parseCommissionRate), got ${describeValue(rate)}.`,
    );
  }
  return rate;
}

function assertCardCount(n: unknown, what: string): number {
  if (typeof n !== 'number' || !Number.isSafeInteger(n) || n < 0) {
    throw new RuleError('INVALID_COUNT', `${what} must be a whole number from 0, got ${describeValue(n)}.`);
  }
  return n;
}

/** T = bet x cards. */
export function totalStakes(bet: Santim, cardCount: number): Santim {
  assertSantim(bet, 'Bet');
  assertCardCount(cardCount, 'Card count');
  return assertSantim(bet * cardCount, 'Total stakes');
}

/** Regular game: profit = floor(T x r), payoutToWinner = T - profit. */
export function regularGame(input: { bet: Santim; cardCount: number; commissionRate: BasisPoints }): GameMoney {
  const t = totalStakes(input.bet, input.cardCount);
  const profit = shareOf(t, assertCommission(input.commissionRate));
  return { totalStakes: t, payoutToWinner: t - profit, profit };
}

/**
 * Free game: the house gives back freeShare of the stakes on top of the usual payout.
 * freeAmount = floor(T x freeShare); profit = floor(T x r) - freeAmount; payoutToWinner = T - profit.
 * With the default freeShare = r the profit is 0; a freeShare above r is a loss.
 */
export function freeGame(input: {
  bet: Santim;
  cardCount: number;
  commissionRate: BasisPoints;
  freeShare?: BasisPoints;
}): GameMoney & { freeAmount: Santim } {
  const t = totalStakes(input.bet, input.cardCount);
  const r = assertCommission(input.commissionRate);
  const freeAmount = shareOf(t, assertBasisPoints(input.freeShare ?? r, 'Free share'));
  const profit = shareOf(t, r) - freeAmount;
  return { totalStakes: t, payoutToWinner: t - profit, profit, freeAmount };
}

/**
 * House game: the house adds houseCardCount cards at the same bet; the pot T counts them.
 * payoutToWinner = T - floor(T x r), whoever wins. The hall collected only hallStakes = bet x hall cards:
 * - a house card wins: the house pays nobody, profit = hallStakes;
 * - a hall card wins: the house pays the pot, profit = hallStakes - payoutToWinner (may be negative).
 */
export function houseGame(input: {
  bet: Santim;
  hallCardCount: number;
  houseCardCount: number;
  commissionRate: BasisPoints;
  houseWin: boolean;
}): GameMoney & { hallStakes: Santim; houseWin: boolean } {
  const hallStakes = totalStakes(input.bet, input.hallCardCount);
  const houseStakes = totalStakes(input.bet, input.houseCardCount);
  const t = assertSantim(hallStakes + houseStakes, 'Total stakes');
  const payoutToWinner = t - shareOf(t, assertCommission(input.commissionRate));
  const profit = input.houseWin ? hallStakes : hallStakes - payoutToWinner;
  return { totalStakes: t, hallStakes, payoutToWinner, profit, houseWin: input.houseWin };
}

/** Multiplier bingo stakes per card: 5 to 100 Birr. */
export const MIN_MULTIPLIER_STAKE: Santim = 500;
export const MAX_MULTIPLIER_STAKE: Santim = 10_000;
/** The per-card stake choices of the setup screen, in Birr. */
export const MULTIPLIER_STAKE_OPTIONS_BIRR: readonly number[] = [5, 10, 15, 20, 25, 30, 35, 40, 50, 60, 70, 75, 100];

/**
 * Multiplier bingo: every card has its own stake s_i; T = sum s_i; multiplier = N x (1 - r) for N
 * cards, kept exact in basis points (multiplierBp = N x (10000 - r)); each winning card w is paid
 * floor(s_w x multiplierBp / 10000); profit = T - total paid (negative when a high stake wins).
 * `winners` are indexes into `stakes`.
 */
export function multiplierGame(input: {
  stakes: readonly Santim[];
  commissionRate: BasisPoints;
  winners: readonly number[];
}): GameMoney & { multiplierBp: number; multiplier: number; payouts: Santim[] } {
  const { stakes, winners } = input;
  if (!Array.isArray(stakes) || stakes.length === 0) {
    throw new RuleError('INVALID_STAKE', `Multiplier bingo needs one stake per card, got ${describeValue(stakes)}.`);
  }
  stakes.forEach((s, i) => {
    if (!Number.isSafeInteger(s) || s < MIN_MULTIPLIER_STAKE || s > MAX_MULTIPLIER_STAKE) {
      throw new RuleError(
        'INVALID_STAKE',
        `Stake ${i + 1} must be a whole number of santim from ${MIN_MULTIPLIER_STAKE} to ${MAX_MULTIPLIER_STAKE} (5-100 Birr), got ${describeValue(s)}.`,
      );
    }
  });
  const r = assertCommission(input.commissionRate);
  assertWinnerIndexes(winners, stakes.length);
  const t = stakes.reduce((a, b) => a + b, 0);
  const multiplierBp = stakes.length * (BASIS_POINTS - r);
  const payouts = winners.map((w) => shareOf(stakes[w]!, multiplierBp));
  const paid = payouts.reduce((a, b) => a + b, 0);
  return {
    totalStakes: t,
    multiplierBp,
    multiplier: multiplierBp / BASIS_POINTS,
    payouts,
    payoutToWinner: paid,
    profit: t - paid,
  };
}

function assertWinnerIndexes(winners: readonly number[], n: number): void {
  if (!Array.isArray(winners)) {
    throw new RuleError('INVALID_WINNERS', `Winners must be an array of card indexes, got ${describeValue(winners)}.`);
  }
  const seen = new Set<number>();
  for (const w of winners) {
    if (!Number.isSafeInteger(w) || w < 0 || w >= n || seen.has(w)) {
      throw new RuleError('INVALID_WINNERS', `Winner ${describeValue(w)} is not a distinct index from 0 to ${n - 1}.`);
    }
    seen.add(w);
  }
}

/**
 * The payout after bonuses: the house pays them, so the payout rises and the profit falls by the same
 * amount. baseAmount is the payout before, totalBonusAmount the sum of bonuses.
 */
export function withBonuses<M extends GameMoney>(
  money: M,
  bonuses: readonly Santim[],
): M & { baseAmount: Santim; totalBonusAmount: Santim } {
  const totalBonusAmount = bonuses.reduce<number>((sum, b, i) => sum + assertSantim(b, `Bonus ${i + 1}`), 0);
  return {
    ...money,
    baseAmount: money.payoutToWinner,
    totalBonusAmount,
    payoutToWinner: money.payoutToWinner + totalBonusAmount,
    profit: money.profit - totalBonusAmount,
  };
}

/** Platform fee debited from the host wallet at start: floor(profit x platformShare); nothing on a loss. */
export function platformFee(profit: number, platformShare: BasisPoints = DEFAULT_PLATFORM_SHARE_BP): Santim {
  assertSignedSantim(profit, 'Profit');
  assertBasisPoints(platformShare, 'Platform share');
  return profit > 0 ? shareOf(profit, platformShare) : 0;
}

/**
 * The platform fee a start charges (docs/games-and-money.md#platform-fee): from the start request
 * and the host's settings alone, never from the draw, bonuses or the outcome.
 * floor(floor(T x r) x platformShare), T every stake in the pot (house cards included); a free game
 * pays platformShare x its planned profit (the commission less the free share) when positive.
 */
export function startFee(
  input: { gameType: string; totalStakes: Santim; commissionRate: BasisPoints; freeShare?: BasisPoints },
  platformShare: BasisPoints = DEFAULT_PLATFORM_SHARE_BP,
): Santim {
  const t = assertSantim(input.totalStakes, 'Total stakes');
  const r = assertCommission(input.commissionRate);
  const commission = shareOf(t, r);
  const planned =
    input.gameType === 'free'
      ? commission - shareOf(t, assertBasisPoints(input.freeShare ?? r, 'Free share'))
      : commission;
  return platformFee(planned, platformShare);
}

export const DEFAULT_JACKPOT_CALL_LIMIT = 50;
export const DEFAULT_JACKPOT_ACCRUAL_BP: BasisPoints = 0;

/** What a regular game adds to the host's jackpot pool: floor(profit x accrual share); nothing on a loss. */
export function jackpotAccrual(profit: number, accrualShare: BasisPoints = DEFAULT_JACKPOT_ACCRUAL_BP): Santim {
  assertSignedSantim(profit, 'Profit');
  assertBasisPoints(accrualShare, 'Jackpot accrual share');
  return profit > 0 ? shareOf(profit, accrualShare) : 0;
}

/**
 * A jackpot game whose winning card completes within the call limit (completedAtCall <= callLimit)
 * wins the whole pool, which is then reset to 0; otherwise the pool stays. `qualifies` says the game
 * met the rule even when the pool is empty (a linked pool's award is decided at the win).
 */
export function jackpotAward(input: {
  pool: Santim;
  isJackpotGame: boolean;
  completedAtCall: number | null;
  callLimit?: number;
}): { awarded: Santim; poolAfter: Santim; qualifies: boolean } {
  const pool = assertSantim(input.pool, 'Jackpot pool');
  const limit = input.callLimit ?? DEFAULT_JACKPOT_CALL_LIMIT;
  if (!Number.isSafeInteger(limit) || limit < 1 || limit > 75) {
    throw new RuleError(
      'INVALID_CALL_LIMIT',
      `The jackpot call limit must be 1 to 75 calls, got ${describeValue(limit)}.`,
    );
  }
  const won = input.isJackpotGame && input.completedAtCall !== null && input.completedAtCall <= limit;
  return won ? { awarded: pool, poolAfter: 0, qualifies: true } : { awarded: 0, poolAfter: pool, qualifies: false };
}

/**
 * Splits a pot evenly between winners checked on the same call. Leftover santim (total mod count)
 * go one each to the first winners in the given order, so shares differ by at most 1 santim and sum
 * to the total. `winners` is the number of winners or the list of them (in checking order).
 */
export function splitPot(total: Santim, winners: number | readonly unknown[]): Santim[] {
  assertSantim(total, 'Pot');
  const count = typeof winners === 'number' ? winners : Array.isArray(winners) ? winners.length : NaN;
  if (!Number.isSafeInteger(count) || count < 1) {
    throw new RuleError('INVALID_WINNERS', `A pot is split between at least 1 winner, got ${describeValue(winners)}.`);
  }
  const base = Math.floor(total / count);
  const leftover = total - base * count;
  return Array.from({ length: count }, (_, i) => base + (i < leftover ? 1 : 0));
}
