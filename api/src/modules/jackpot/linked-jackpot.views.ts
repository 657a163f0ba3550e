import type { HallRow, LinkedPoolRow, PoolResultRow } from './linked-jackpot.sql';

export interface LinkedJackpotView {
  id: string;
  ownerGroupId: string;
  name: string;
  amount: number;
  accrualShare: number;
  callLimit: number;
  round: number;
  halls: { hostId: string; username: string }[];
  results: {
    kind: 'WIN' | 'MISS';
    round: number;
    hostId: string;
    hostUsername: string;
    gameId: string;
    amount: number;
    winnerCard: number;
    completedAtCall: number;
    createdAt: Date;
  }[];
  createdAt: Date;
}

/** Pools with their halls and results, as the API answers them (santim, shares as fractions). */
export function linkedPoolViews(
  pools: LinkedPoolRow[],
  halls: HallRow[],
  results: PoolResultRow[],
): LinkedJackpotView[] {
  return pools.map((p) => ({
    id: p.id,
    ownerGroupId: String(p.owner_group_id),
    name: p.name,
    amount: Number(p.amount),
    accrualShare: Number(p.accrual_bp) / 10_000,
    callLimit: Number(p.call_limit),
    round: Number(p.round),
    halls: halls.filter((h) => h.pool_id === p.id).map((h) => ({ hostId: h.host_id, username: h.username })),
    results: results
      .filter((r) => r.pool_id === p.id)
      .map((r) => ({
        kind: r.kind,
        round: Number(r.round),
        hostId: r.host_id,
        hostUsername: r.username,
        gameId: r.game_id,
        amount: Number(r.amount),
        winnerCard: Number(r.winner_card),
        completedAtCall: Number(r.completed_at_call),
        createdAt: new Date(r.created_at),
      })),
    createdAt: new Date(p.created_at),
  }));
}
