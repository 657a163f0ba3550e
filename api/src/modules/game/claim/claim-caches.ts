import { ClaimClocks } from './claim-clock';
import { StaticGames } from './claim-static-game';
import { WonCalls } from './claim-won-call';

/**
 * What this instance remembers between claims: each game's facts fixed at start, the clock of its
 * last claim, and the call its pot went on (each file says why its entries are safe to keep). One
 * object per game service, created with the services (game index.ts), so two servers in one process
 * share nothing and a restarted server starts empty; `clear()` forgets everything at once.
 */
export class ClaimCaches {
  readonly games = new StaticGames();
  readonly clocks = new ClaimClocks();
  readonly wonCalls = new WonCalls();

  clear(): void {
    this.games.clear();
    this.clocks.clear();
    this.wonCalls.clear();
  }
}
