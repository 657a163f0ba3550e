import { freeGame, houseGame, multiplierGame, regularGame, splitPot, startFee, type GameMoney } from '@bingo/core';
import { decodePlayedCards } from '../../src/modules/game';

export type Query = (sql: string, params?: unknown[]) => Promise<Record<string, any>[]>;

const json = <T>(v: unknown): T => (typeof v === 'string' ? JSON.parse(v) : v) as T;
const n = (v: unknown) => Number(v);

interface Plan {
  houseWin: boolean;
  payoutToWinner: number;
  baseAmount: number;
  profit: number;
  jackpotAwarded: number;
}

/** The pot before bonuses and jackpot, as the game's type says (docs/games-and-money.md#payouts). */
function baseMoney(g: Record<string, any>, plan: Plan): GameMoney & { freeAmount?: number } {
  const r = n(g.commission_rate_bp);
  const bet = n(g.bet_santim);
  const hall = json<number[]>(g.card_palette_numbers);
  switch (g.game_type) {
    case 'regular':
      return regularGame({ bet, cardCount: hall.length, commissionRate: r });
    case 'free':
      return freeGame({ bet, cardCount: hall.length, commissionRate: r });
    case 'house':
      return houseGame({
        bet,
        hallCardCount: hall.length,
        houseCardCount: json<number[]>(g.house_cards).length,
        commissionRate: r,
        houseWin: plan.houseWin,
      });
    case 'multiplierBingo': {
      const cards = decodePlayedCards(g.cards).filter((c) => !c.house);
      const first = Math.min(...cards.map((c) => c.completedAtCall ?? Infinity));
      const winners = cards.filter((c) => c.completedAtCall === first).map((c) => hall.indexOf(c.paletteNumber));
      return multiplierGame({ stakes: json<number[]>(g.stakes), commissionRate: r, winners });
    }
    default:
      throw new Error(`unknown game type ${g.game_type}`);
  }
}

/**
 * Every game of these hosts re-added from its stored inputs: stakes, commission, base payout,
 * bonuses (= its bonus_award rows), jackpot, profit, the platform fee (= its one GAME_FEE
 * ledger row) and what its winning claims were paid. Returns one line per game that disagrees.
 */
export async function gameMoneyProblems(
  query: Query,
  hostIds: string[],
): Promise<{ games: number; problems: string[] }> {
  const games = await query(
    `select g.*, (select coalesce(sum(amount), 0) from bonus_award b where b.game_id = g.id) as bonus_sum,
            (select count(*) from ledger_entry l where l.kind = 'GAME_FEE' and l.reference = 'game:' || g.id) as fee_rows,
            (select coalesce(sum(amount), 0) from ledger_entry l where l.kind = 'GAME_FEE' and l.reference = 'game:' || g.id) as fee_sum
       from game g where g.host_id = any(?::uuid[])`,
    [`{${hostIds.join(',')}}`],
  );
  const claims = await query(
    `select c.game_id, c.palette_number, c.payout, c.prefix_length from game_claim c join game g on g.id = c.game_id
      where g.host_id = any(?::uuid[]) and c.result = 'WON' order by c.id`,
    [`{${hostIds.join(',')}}`],
  );
  const wonBy = new Map<string, Record<string, any>[]>();
  for (const c of claims) wonBy.set(c.game_id, [...(wonBy.get(c.game_id) ?? []), c]);

  const problems: string[] = [];
  for (const g of games) {
    const bad = (what: string, got: unknown, want: unknown) =>
      problems.push(`${g.id} (${g.game_type}): ${what} is ${got}, expected ${want}`);
    // The outcome planned at start (never answered before it happens) must add up...
    const plan = json<Plan>(g.planned_outcome);
    const money = baseMoney(g, plan);
    const bonus = n(g.total_bonus_amount);
    const jackpot = plan.jackpotAwarded;
    const profit = money.profit - bonus - jackpot;
    if (n(g.total_stakes) !== money.totalStakes) bad('totalStakes', g.total_stakes, money.totalStakes);
    if (plan.baseAmount !== money.payoutToWinner) bad('planned baseAmount', plan.baseAmount, money.payoutToWinner);
    if (n(g.bonus_sum) !== bonus) bad('recorded bonuses', g.bonus_sum, bonus);
    if (plan.payoutToWinner !== money.payoutToWinner + bonus + jackpot)
      bad('planned payoutToWinner', plan.payoutToWinner, money.payoutToWinner + bonus + jackpot);
    if (plan.profit !== profit) bad('planned profit', plan.profit, profit);
    if (n(g.free_amount) !== (money.freeAmount ?? 0)) bad('freeAmount', g.free_amount, money.freeAmount ?? 0);
    // ...the fee comes from the stakes and the commission alone, whatever the outcome...
    const fee = startFee({
      gameType: g.game_type,
      totalStakes: n(g.total_stakes),
      commissionRate: n(g.commission_rate_bp),
    });
    if (n(g.platform_fee) !== fee) bad('platformFee', g.platform_fee, fee);
    const feeRows = fee > 0 ? 1 : 0;
    if (n(g.fee_rows) !== feeRows || -n(g.fee_sum) !== fee)
      bad('GAME_FEE ledger rows/sum', `${g.fee_rows}/${-n(g.fee_sum)}`, `${feeRows}/${fee}`);
    // ...and the public columns hold it only once it happened (a claim won, or the end).
    const settledWin = g.winning_calls != null;
    if (!settledWin && (n(g.payout_to_winner) !== 0 || n(g.profit) !== 0 || n(g.jackpot_awarded) !== 0))
      bad('unsettled payout/profit/jackpot', `${g.payout_to_winner}/${g.profit}/${g.jackpot_awarded}`, '0/0/0');
    if (settledWin && g.game_type !== 'multiplierBingo') {
      if (n(g.payout_to_winner) !== plan.payoutToWinner) bad('payoutToWinner', g.payout_to_winner, plan.payoutToWinner);
      if (n(g.profit) !== plan.profit) bad('profit', g.profit, plan.profit);
    }
    if (g.status === 'ENDED' && !settledWin && g.end_reason !== 'ABANDONED')
      bad('end reason of a game nobody won', g.end_reason, 'ABANDONED');

    const won = wonBy.get(g.id) ?? [];
    if (won.length === 0) continue;
    if (g.house_win) bad('winning hall claims in a house win', won.length, 0);
    if (new Set(won.map((c) => n(c.prefix_length))).size !== 1 || n(won[0]!.prefix_length) !== n(g.won_at_call))
      bad('winning calls of the claims', won.map((c) => c.prefix_length).join(','), g.won_at_call);
    const paid = won.map((c) => n(c.payout));
    const want =
      g.game_type === 'multiplierBingo'
        ? multiplierGame({
            stakes: json<number[]>(g.stakes),
            commissionRate: n(g.commission_rate_bp),
            winners: won.map((c) => json<number[]>(g.card_palette_numbers).indexOf(n(c.palette_number))),
          }).payouts
        : splitPot(plan.payoutToWinner, won.length);
    if (paid.join(',') !== want.join(',')) bad('claim payouts', paid.join(','), want.join(','));
  }
  return { games: games.length, problems };
}
