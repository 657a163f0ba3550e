import { refuse } from '../../../shared/errors/app-error';

export const PUBLIC_READS_PER_MINUTE = 600;
const BURST = 120;
const MAX_ADDRESSES = 10_000;

/**
 * The public verification read answers anyone (docs/fairness.md#verifying): a token bucket per
 * client address (per API instance) keeps one address from hammering the database. Generous on
 * purpose: a hall's phones share one address behind its Wi-Fi, each page polling about once a call.
 */
export class PublicReadLimit {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  constructor(
    private readonly perMinute = PUBLIC_READS_PER_MINUTE,
    private readonly burst = BURST,
    private readonly now: () => number = Date.now,
  ) {}

  take(address: string): void {
    const now = this.now();
    const bucket = this.buckets.get(address) ?? { tokens: this.burst, at: now };
    bucket.tokens = Math.min(this.burst, bucket.tokens + ((now - bucket.at) * this.perMinute) / 60_000);
    bucket.at = now;
    if (bucket.tokens < 1) throw refuse('VERIFY_RATE');
    bucket.tokens -= 1;
    if (!this.buckets.has(address) && this.buckets.size >= MAX_ADDRESSES) this.buckets.clear();
    this.buckets.set(address, bucket);
  }
}
