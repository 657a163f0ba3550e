import { ClaimClocks } from './claim-clock';
import { StaticGames } from './claim-static-game';
import { WonCalls } from './claim-won-call';
import { INSTANCE_GAMES } from '../instance-games';

/**
 * What this instance remembers between claims: each game's facts fixed at start, the clock of its
 * last claim, and the call its pot went on (each file says why its entries are safe to keep). One
 * object per game service, created with the services (game index.ts), so two servers in one process
 * share nothing and a restarted server starts empty; `clear()` forgets everything at once.
 */
export class ClaimCaches {
  readonly games: StaticGames;
  readonly clocks: ClaimClocks;
  readonly wonCalls: WonCalls;

  constructor(capacity = INSTANCE_GAMES) {
    this.games = new StaticGames(capacity);
    this.clocks = new ClaimClocks(capacity);
    this.wonCalls = new WonCalls(capacity);
  }

  /** The game ended on this instance: no claim of it is paid any more, its entries make room. */
  forget(gameId: string): void {
    this.games.forget(gameId);
    this.clocks.forget(gameId);
    this.wonCalls.forget(gameId);
  }

  /** Whether any of the caches holds the game (for tests). */
  remembers(gameId: string): boolean {
    return this.games.has(gameId) || this.clocks.has(gameId) || this.wonCalls.has(gameId);
  }

  clear(): void {
    this.games.clear();
    this.clocks.clear();
    this.wonCalls.clear();
  }
}
