import { monitorEventLoopDelay, type ELDHistogram } from 'node:perf_hooks';
import { serverBusyMessage } from '@bingo/core';
import { AppError } from '../errors/app-error';

/** When an instance refuses new game starts (config: START_MAX_IN_FLIGHT, START_MAX_DELAY_MS). */
export interface StartLimits {
  /** Starts this instance works on at once; one more is refused (0: every start is refused). */
  maxInFlight: number;
  /** The event loop's recent delay past which starts are refused (0: not watched). */
  maxDelayMs: number;
}

/** How finely the event loop's delay is sampled (a timer in libuv, no JavaScript runs for it). */
const RESOLUTION_MS = 10;
/** The delay is judged over the last one or two windows of this length. */
const WINDOW_MS = 250;
const STALE_MS = 1000;
const MIN_RETRY_S = 2;
const MAX_RETRY_S = 10;

/**
 * Running games first (docs/performance.md#running-games-first): a start is admitted only while
 * this instance keeps pace, judged by the event loop's delay (how late timers fire, so how late
 * the calls of running games go out) and the starts it is already working on. A refused start
 * throws SERVER_BUSY (503 with Retry-After) before anything is read or written: no money moves.
 * Calls, checks and ends are never refused for load: games that began can always finish.
 */
export class StartAdmission {
  private inFlight = 0;
  private readonly delay: ELDHistogram | null;
  private windowFrom = performance.now();
  private previousWindowMs = 0;

  constructor(private readonly limits: StartLimits) {
    this.delay = limits.maxDelayMs > 0 ? monitorEventLoopDelay({ resolution: RESOLUTION_MS }) : null;
    this.delay?.enable();
  }

  /** Runs `start` when the instance has room for it, else throws SERVER_BUSY at once. */
  async admit<T>(start: () => Promise<T>): Promise<T> {
    const refusal = this.refusal();
    if (refusal) throw refusal;
    this.inFlight++;
    try {
      return await start();
    } finally {
      this.inFlight--;
    }
  }

  /**
   * How late the event loop has run lately, in ms (0 when not watched): the larger of the last
   * closed window's and the current one's typical delay (their 75th percentile, so that one
   * garbage collection or one moment the machine gave the process no core does not refuse starts;
   * a loop that stays late does). The windows roll when asked (no timer of its own): a window
   * longer than STALE_MS, when no start came for a while, no longer says how the loop runs now.
   */
  recentDelayMs(): number {
    if (!this.delay) return 0;
    const now = performance.now();
    const elapsed = now - this.windowFrom;
    if (elapsed >= WINDOW_MS) {
      // A window that saw no sample (the loop was held through it) was as late as it was long.
      this.previousWindowMs = elapsed > STALE_MS ? 0 : this.delay.count === 0 ? elapsed : this.typicalDelayMs();
      this.delay.reset();
      this.windowFrom = now;
    }
    return Math.max(this.previousWindowMs, this.delay.count < 3 ? 0 : this.typicalDelayMs());
  }

  private typicalDelayMs(): number {
    return Math.max(0, this.delay!.percentile(75) / 1e6 - RESOLUTION_MS);
  }

  private refusal(): AppError | null {
    const { maxInFlight, maxDelayMs } = this.limits;
    const delayMs = this.recentDelayMs();
    const overDelay = maxDelayMs > 0 && delayMs > maxDelayMs;
    if (this.inFlight < maxInFlight && !overDelay) return null;
    // The further past a limit, the longer to wait: two seconds at the limit, up to ten.
    const over = Math.max(
      overDelay ? delayMs / maxDelayMs : 0,
      maxInFlight > 0 ? (this.inFlight + 1) / maxInFlight : 1,
    );
    const retryAfterSeconds = Math.min(MAX_RETRY_S, Math.max(MIN_RETRY_S, Math.ceil(MIN_RETRY_S * over)));
    return new AppError('SERVER_BUSY', serverBusyMessage(retryAfterSeconds), { retryAfterSeconds });
  }
}
