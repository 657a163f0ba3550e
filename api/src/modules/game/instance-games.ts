/**
 * Running games one instance keeps its per-game state for: the claim caches (claim/claim-caches.ts)
 * and the live feeds' presence leases (clock/game-presence.ts). One instance may run the whole
 * market's games at once (5,000 halls, one game each at a time, docs/games-and-money.md#claims).
 * Entries go when their game ends here, so the bound only ever holds games ended elsewhere or
 * forgotten; below the running games it would drop a running game's state between two uses.
 */
export const INSTANCE_GAMES = 6000;
