import type { PatternName } from '@bingo/core';
import { BoundedCache } from '../../../shared/bounded-map';
import type { SqlTarget } from '../../../shared/db/parameterized';
import type { GameType, PlannedOutcome } from '../game.entity';
import { decodePlayedCards } from '../played-cards.codec';
import { readStaticGameRow } from './game-claim.sql';
import { eventsFromJson } from '../clock/clock-events.sql';
import type { GameClock } from './claim-clock';
import { PackedFaces } from './packed-faces';

/** What a claim needs that never changes after start; cached per instance (safe with many instances). */
export interface StaticGame {
  hostId: string;
  gameType: GameType;
  order: number[];
  patterns: PatternName[];
  callSpeedMs: number;
  /** The draw's outcome (never answered; docs/fairness.md#nothing-early); null for games from before the clock. */
  plan: PlannedOutcome | null;
  houseWin: boolean;
  payoutToWinner: number;
  totalStakes: number;
  totalBonusAmount: number;
  commissionRateBp: number;
  stakes: number[];
  cardNumbers: number[];
  /** Hall cards only: house cards are not players. Packed: the cache holds thousands of games. */
  faces: PackedFaces;
}

const json = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);

/** Each game's StaticGame, read once (owned by ClaimCaches). */
export class StaticGames {
  private readonly cache: BoundedCache<string, StaticGame>;

  constructor(capacity: number) {
    this.cache = new BoundedCache(capacity);
  }

  /** The game (null: no such game); `clock`: when the game was read now, its clock, read with it. */
  async read(em: SqlTarget, gameId: string): Promise<{ game: StaticGame | null; clock?: GameClock }> {
    const hit = this.cache.get(gameId);
    if (hit) return { game: hit };
    const read = await readStaticGame(em, gameId);
    if (read) this.cache.set(gameId, read.game);
    return read ?? { game: null };
  }

  has(gameId: string): boolean {
    return this.cache.has(gameId);
  }

  forget(gameId: string): void {
    this.cache.delete(gameId);
  }

  clear(): void {
    this.cache.clear();
  }
}

async function readStaticGame(em: SqlTarget, gameId: string): Promise<{ game: StaticGame; clock: GameClock } | null> {
  const row = await readStaticGameRow(em, gameId);
  if (!row) return null;
  const cards = decodePlayedCards(row.cards);
  const plan = row.planned_outcome == null ? null : json<PlannedOutcome>(row.planned_outcome as PlannedOutcome);
  const game: StaticGame = {
    hostId: row.host_id,
    gameType: row.game_type,
    order: json<number[]>(row.draw_order as number[]),
    patterns: json<PatternName[]>(row.winning_patterns as PatternName[]),
    callSpeedMs: Number(row.call_speed_ms),
    plan,
    houseWin: plan ? plan.houseWin : row.house_win,
    payoutToWinner: plan ? plan.payoutToWinner : Number(row.payout_to_winner),
    totalStakes: Number(row.total_stakes),
    totalBonusAmount: Number(row.total_bonus_amount),
    commissionRateBp: Number(row.commission_rate_bp),
    stakes: json<number[]>(row.stakes as number[]),
    cardNumbers: json<number[]>(row.card_palette_numbers as number[]),
    faces: new PackedFaces(cards.filter((c) => !c.house)),
  };
  const events = eventsFromJson(row.events);
  return { game, clock: { events, lastEventId: String(row.last_event) } };
}
