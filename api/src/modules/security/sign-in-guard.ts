import type { EntityManager } from '@mikro-orm/sql';
import type { Orm } from '../../shared/db/orm';
import { AppError, refuse } from '../../shared/errors/app-error';
import { usernameDelaySeconds } from './username-delay';
import {
  addressBlockEnd,
  addressFailuresSinceLastBlock,
  insertAddressBlock,
  insertAttempt,
  lockAddress,
  markAttemptSucceeded,
  usernameFailures,
} from './sign-in-guard.sql';

export const MAX_FAILURES = 10;
export const FAILURE_WINDOW_MS = 15 * 60_000;
export const BLOCK_MS = 15 * 60_000;
/** How long a sign-in waits for attempts in flight from its address to be settled. */
const RESERVE_WAIT_MS = 10_000;
export const ADDRESS_BLOCKED_MESSAGE =
  'Access Blocked - Your IP has been blocked due to too many failed attempts. Contact support if you think this is an error.';

/** One password check in progress: its row counts as a failure until it is known to have succeeded. */
export interface SignInAttempt {
  succeeded(): Promise<void>;
  failed(): Promise<void>;
}

/**
 * Sign-in protection (docs/roles-and-accounts.md#sign-in-protection), in the database so every API
 * instance sees the same counts:
 * - per address: 10 failures in 15 minutes block the address for 15 minutes. An attempt takes its
 *   place in the count (a row, presumed failed) under a per-address lock *before* the password is
 *   checked, so parallel attempts cannot overshoot the limit;
 * - per username: failures from anywhere only delay the next attempt (username-delay.ts), never
 *   lock the account; a browser that signed in to the account before skips the delay.
 */
export class SignInGuard {
  /** Per-instance memo of address checks, to spare a query per request; the database decides. */
  private readonly cache = new Map<string, { blockedUntil: number; checkedAt: number }>();

  constructor(
    private readonly orm: Orm,
    private readonly now: () => Date = () => new Date(),
    private readonly cacheMs = 2000,
  ) {}

  /** For every API request: cheap, may lag a block by up to cacheMs. */
  async assertAddressAllowedCached(address: string): Promise<void> {
    const nowMs = this.now().getTime();
    const hit = this.cache.get(address);
    if (!hit || nowMs - hit.checkedAt > this.cacheMs) {
      const blockedUntil = await this.addressBlockedUntil(this.em(), address);
      this.cache.set(address, { blockedUntil: blockedUntil?.getTime() ?? 0, checkedAt: nowMs });
      if (this.cache.size > 10_000) this.cache.clear();
    }
    if ((this.cache.get(address)?.blockedUntil ?? 0) > nowMs)
      throw new AppError('ADDRESS_BLOCKED', ADDRESS_BLOCKED_MESSAGE);
  }

  /**
   * Before checking a password. `delayUsername`: false for a remembered device of the account and
   * for step-up (the caller already holds a session), so failures from elsewhere do not slow them.
   * Throws ADDRESS_BLOCKED or RATE_LIMITED without checking anything.
   */
  async beginAttempt(address: string, username: string, opts: { delayUsername: boolean }): Promise<SignInAttempt> {
    if (await this.addressBlockedUntil(this.em(), address))
      throw new AppError('ADDRESS_BLOCKED', ADDRESS_BLOCKED_MESSAGE);
    if (opts.delayUsername) await this.assertUsernameNotDelayed(username);
    const id = await this.reserveWhenFree(address, username);
    return {
      succeeded: async () => {
        await markAttemptSucceeded(this.em(), id);
      },
      failed: () => this.blockIfOverLimit(address),
    };
  }

  private async assertUsernameNotDelayed(username: string): Promise<void> {
    const nowMs = this.now().getTime();
    const row = await usernameFailures(this.em(), username, new Date(nowMs - FAILURE_WINDOW_MS));
    const delayMs = usernameDelaySeconds(Number(row?.failures ?? 0)) * 1000;
    const waitMs = row?.last ? new Date(row.last).getTime() + delayMs - nowMs : 0;
    if (waitMs > 0) {
      const seconds = Math.ceil(waitMs / 1000);
      throw refuse('SIGN_IN_SLOWED', { seconds, plural: seconds === 1 ? '' : 's' }, { retryAfterSeconds: seconds });
    }
  }

  /**
   * Attempts still being checked count as failures, so ten in flight fill the address's count: an
   * 11th waits for them (not refused: ten colleagues signing in at once behind a hall's one address
   * are not an attack). If they fail, the 10th failure blocks the address and the waiting ones are
   * refused unchecked; if they succeed, the waiting ones go on. Past RESERVE_WAIT_MS: RATE_LIMITED.
   */
  private async reserveWhenFree(address: string, username: string): Promise<number> {
    const deadline = Date.now() + RESERVE_WAIT_MS;
    for (let pause = 50; ; pause = Math.min(pause * 2, 400)) {
      const id = await this.reserve(address, username);
      if (id !== null) return id;
      if (Date.now() + pause > deadline) throw refuse('SIGN_IN_BUSY', {}, { retryAfterSeconds: 1 });
      await new Promise((resolve) => setTimeout(resolve, pause));
    }
  }

  /** Counts this attempt in under the address's lock; null while the count is full of attempts in flight. */
  private async reserve(address: string, username: string): Promise<number | null> {
    const em = this.orm.em.fork() as unknown as EntityManager;
    return em.transactional(async (tx) => {
      await lockAddress(tx, address);
      // Again under the lock: a block may have begun while this attempt waited for it.
      if (await this.addressBlockedUntil(tx, address)) throw new AppError('ADDRESS_BLOCKED', ADDRESS_BLOCKED_MESSAGE);
      // Full without a block: some of the count is still being checked (the 10th failure blocks).
      if ((await this.failuresSinceLastBlock(tx, address)) >= MAX_FAILURES) return null;
      return insertAttempt(tx, address, username, this.now());
    });
  }

  private async blockIfOverLimit(address: string): Promise<void> {
    const em = this.orm.em.fork() as unknown as EntityManager;
    await em.transactional(async (tx) => {
      await lockAddress(tx, address);
      if ((await this.failuresSinceLastBlock(tx, address)) < MAX_FAILURES) return;
      if (await this.addressBlockedUntil(tx, address)) return;
      const at = this.now();
      await insertAddressBlock(tx, address, new Date(at.getTime() + BLOCK_MS), at);
    });
    this.cache.delete(address);
  }

  /** Failures (and attempts still being checked) in the window; those before the end of the last block were already punished. */
  private async failuresSinceLastBlock(em: EntityManager, address: string): Promise<number> {
    return addressFailuresSinceLastBlock(em, address, new Date(this.now().getTime() - FAILURE_WINDOW_MS));
  }

  private async addressBlockedUntil(em: EntityManager, address: string): Promise<Date | null> {
    return addressBlockEnd(em, address, this.now());
  }

  private em(): EntityManager {
    return this.orm.em.fork() as unknown as EntityManager;
  }
}
