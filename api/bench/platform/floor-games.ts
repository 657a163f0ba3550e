// The platform bench floors' games (floor-server.ts, stack-floor-server.ts): each request's one
// statement (floor-store.ts), which games run, when each was played, and the screens watching
// them, each told its game's calls on one 50 ms tick (75 calls, 3 s apart), as the API's feeds
// tell a room display. No draw, no clock events.
import type { FloorStore } from './floor-store';

const CALL_EVERY_MS = 3000;
const CALLS = 75;
const TICK_MS = 50;

export interface FloorCall {
  kind: 'CALL';
  at: string;
}

interface Game {
  playAt: number | null;
}
interface Screen {
  game: Game;
  sent: number;
  tell(call: FloorCall): void;
}

export class FloorGames {
  private readonly games = new Map<string, Game>();
  private readonly screens = new Set<Screen>();

  constructor(private readonly store: FloorStore) {
    setInterval(() => this.tick(), TICK_MS).unref();
  }

  async start(gameId: string, host: string): Promise<void> {
    await this.store.start(gameId, host);
    this.games.set(gameId, { playAt: null });
  }

  async play(gameId: string): Promise<void> {
    await this.store.play(gameId);
    const game = this.games.get(gameId);
    if (game) game.playAt = Date.now();
  }

  claim(gameId: string, card: number): Promise<void> {
    return this.store.claim(gameId, card);
  }

  async end(gameId: string): Promise<void> {
    await this.store.end(gameId);
    this.games.delete(gameId);
  }

  /** A screen of the game told each call once due; null for a game not running. Answers the unwatch. */
  watch(gameId: string, tell: (call: FloorCall) => void): (() => void) | null {
    const game = this.games.get(gameId);
    if (!game) return null;
    const screen: Screen = { game, sent: 0, tell };
    this.screens.add(screen);
    return () => this.screens.delete(screen);
  }

  private tick(): void {
    const now = Date.now();
    for (const screen of this.screens) {
      const { playAt } = screen.game;
      if (playAt === null) continue;
      const due = Math.min(CALLS, Math.floor((now - playAt) / CALL_EVERY_MS) + 1);
      while (screen.sent < due) {
        const at = new Date(playAt + screen.sent * CALL_EVERY_MS).toISOString();
        screen.sent++;
        screen.tell({ kind: 'CALL', at });
      }
    }
  }
}
