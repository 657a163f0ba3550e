import { BoundedCache } from '../../../shared/bounded-map';

/**
 * The call each game's pot went on, as this instance has seen it: from its own winner's committed
 * transaction, or from a committed row a claim's read or refusal found. A game's `won_at_call` is
 * written once (`coalesce(won_at_call, ?)`) and never changes after, so a claim complete on any
 * other call can never be paid and its refusal can be told from one plain read (`refusal`), without
 * the winner's transaction: no lock on the game row, which the game's real winners may be waiting
 * for at that very moment (docs/games-and-money.md#claims). Forgetting costs only that read.
 * Owned by ClaimCaches.
 */
export class WonCalls {
  private readonly known: BoundedCache<string, number>;

  constructor(capacity: number) {
    this.known = new BoundedCache(capacity);
  }

  /** The call the game's pot went on, if this instance knows it. */
  get(gameId: string): number | undefined {
    return this.known.get(gameId);
  }

  /** Remembers the call the pot went on (a committed value; null: not won yet, nothing to remember). */
  remember(gameId: string, call: number | string | null | undefined): void {
    if (call == null || this.known.has(gameId)) return;
    this.known.set(gameId, Number(call));
  }

  has(gameId: string): boolean {
    return this.known.has(gameId);
  }

  forget(gameId: string): void {
    this.known.delete(gameId);
  }

  clear(): void {
    this.known.clear();
  }
}
