import type { Orm } from '../../../shared/db/orm';
import { insertLostClaims, type LostClaim } from './game-claim.sql';

interface Pending extends LostClaim {
  resolve(recorded: boolean): void;
  reject(error: unknown): void;
}

const MAX_BATCH = 500;

/**
 * Records losing claims with group commit: one INSERT is in flight at a time, and the claims
 * that arrive meanwhile go together in the next one. An idle server writes a claim at once; a
 * busy one pays one commit per batch instead of one per claim (the claim-throughput budget).
 * Each row keeps the same conditions as a single insert: game still active, pot not taken on
 * another call, one judgement per card, the game's clock still the one it was judged on.
 * One writer per game service (created with it).
 */
export class LostClaimWriter {
  private queue: Pending[] = [];
  private running = false;

  constructor(private readonly orm: Orm) {}

  /** Resolves true when recorded, false when refused by a condition (the caller says why). */
  record(claim: LostClaim): Promise<boolean> {
    return new Promise((resolve, reject) => {
      this.queue.push({ ...claim, resolve, reject });
      // setImmediate, not now: claims parsed in the same event-loop turn join the first batch too.
      if (!this.running) {
        this.running = true;
        setImmediate(() => void this.drain());
      }
    });
  }

  private async drain(): Promise<void> {
    try {
      while (this.queue.length > 0) {
        const batch = this.queue.splice(0, MAX_BATCH);
        try {
          const recorded = await this.insert(batch);
          for (const p of batch) p.resolve(recorded.has(p));
        } catch (error) {
          for (const p of batch) p.reject(error);
        }
      }
    } finally {
      this.running = false;
    }
  }

  /** The pending claims that were recorded. */
  private async insert(batch: Pending[]): Promise<Set<Pending>> {
    // A card checked twice in one batch: only its first check can be recorded.
    const firstByKey = new Map<string, Pending>();
    for (const p of batch) if (!firstByKey.has(key(p))) firstByKey.set(key(p), p);
    const firsts = [...firstByKey.values()];
    const rows = await insertLostClaims(this.orm, firsts);
    return new Set(rows.map((r) => firstByKey.get(`${r.game_id}:${Number(r.palette_number)}`)!));
  }
}

function key(p: LostClaim): string {
  return `${p.gameId}:${p.cardNumber}`;
}
