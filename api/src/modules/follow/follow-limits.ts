import { refusal } from './hall-codes';

/** How the card page's public reads and follows are held back (config: FOLLOWERS_PER_HALL, FOLLOW_RATE_PER_MINUTE). */
export interface FollowLimitSettings {
  /** Followers of one hall on this instance at once. */
  followersPerHall: number;
  /** Lookups and follows per client address per minute (a hall's phones share its Wi-Fi's address). */
  perAddressPerMinute: number;
}

/** Buckets forgotten past this many keys (an address flood must not grow memory without bound). */
const MAX_KEYS = 20_000;

/** Token buckets by key: `take` answers 0 when allowed, else the seconds until one token is back. */
class Buckets {
  private readonly byKey = new Map<string, { tokens: number; at: number }>();

  constructor(
    private readonly perMinute: number,
    private readonly burst: number,
    private readonly now: () => number,
  ) {}

  take(key: string): number {
    const now = this.now();
    const b = this.byKey.get(key) ?? { tokens: this.burst, at: now };
    b.tokens = Math.min(this.burst, b.tokens + ((now - b.at) * this.perMinute) / 60_000);
    b.at = now;
    if (!this.byKey.has(key) && this.byKey.size >= MAX_KEYS) this.byKey.clear();
    this.byKey.set(key, b);
    if (b.tokens < 1) return Math.max(1, Math.ceil(((1 - b.tokens) * 60) / this.perMinute));
    b.tokens -= 1;
    return 0;
  }
}

/**
 * The card page's limits on this instance (docs/screens.md#card-page): per address for every
 * lookup and follow; per hall for new followers (a hall's whole room joining at once passes, a
 * flood does not), and the followers cap. Every refusal is RATE_LIMITED with retryAfterSeconds
 * (REST answers 429 with Retry-After); the caller's and the display's feeds never pass here.
 */
export class FollowLimits {
  private readonly addresses: Buckets;
  private readonly halls: Buckets;

  constructor(
    readonly settings: FollowLimitSettings,
    now: () => number = Date.now,
  ) {
    this.addresses = new Buckets(settings.perAddressPerMinute, Math.max(10, settings.perAddressPerMinute / 2), now);
    // A hall's whole cap may join at once (a room reconnecting after its Wi-Fi dropped), then the
    // cap again per minute: a flood of joins and leaves is held back.
    this.halls = new Buckets(settings.followersPerHall, settings.followersPerHall, now);
  }

  /** A lookup or a follow from `address`. */
  address(address: string): void {
    const wait = this.addresses.take(address);
    if (wait > 0) throw refusal('RATE_LIMITED', 'TOO_MANY_REQUESTS', wait);
  }

  /** A new follower of a hall that has `followers` here now. */
  join(hostId: string, followers: number): void {
    if (followers >= this.settings.followersPerHall) throw refusal('RATE_LIMITED', 'HALL_FULL', 30);
    const wait = this.halls.take(hostId);
    if (wait > 0) throw refusal('RATE_LIMITED', 'HALL_FULL', wait);
  }
}
