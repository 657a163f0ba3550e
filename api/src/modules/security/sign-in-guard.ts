import type { EntityManager } from '@mikro-orm/sql';
import type { Orm } from '../../shared/db/orm';
import { AppError } from '../../shared/errors/app-error';

export const MAX_FAILURES = 10;
export const FAILURE_WINDOW_MS = 15 * 60_000;
export const BLOCK_MS = 15 * 60_000;
export const ADDRESS_BLOCKED_MESSAGE =
  'Access Blocked - Your IP has been blocked due to too many failed attempts. Contact support if you think this is an error.';

type Kind = 'ADDRESS' | 'USERNAME';

/**
 * Counts failed sign-ins per address and per username in the database (so every API instance
 * sees the same counts) and blocks for 15 minutes after 10 failures in 15 minutes. A blocked
 * address is refused everywhere; a blocked username only at sign-in.
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
      const blockedUntil = await this.blockedUntil('ADDRESS', address);
      this.cache.set(address, { blockedUntil: blockedUntil?.getTime() ?? 0, checkedAt: nowMs });
      if (this.cache.size > 10_000) this.cache.clear();
    }
    if ((this.cache.get(address)?.blockedUntil ?? 0) > nowMs)
      throw new AppError('ADDRESS_BLOCKED', ADDRESS_BLOCKED_MESSAGE);
  }

  /** Before checking a password: always asks the database. */
  async assertMayAttempt(address: string, username: string): Promise<void> {
    if (await this.blockedUntil('ADDRESS', address)) throw new AppError('ADDRESS_BLOCKED', ADDRESS_BLOCKED_MESSAGE);
    const until = await this.blockedUntil('USERNAME', username);
    if (until) {
      const minutes = Math.max(1, Math.ceil((until.getTime() - this.now().getTime()) / 60_000));
      throw new AppError('RATE_LIMITED', `Too many failed sign-ins for this account. Try again in ${minutes} minutes.`);
    }
  }

  async recordAttempt(address: string, username: string, success: boolean): Promise<void> {
    const em = this.em();
    const at = this.now();
    await em.execute('insert into login_attempt (address, username, success, created_at) values (?, ?, ?, ?)', [
      address,
      username,
      success,
      at,
    ]);
    if (success) return;
    await this.blockIfOverLimit(em, 'ADDRESS', address, at);
    await this.blockIfOverLimit(em, 'USERNAME', username, at);
  }

  private async blockIfOverLimit(em: EntityManager, kind: Kind, key: string, at: Date): Promise<void> {
    const column = kind === 'ADDRESS' ? 'address' : 'username';
    // Failures before the end of the last block were already punished; count only later ones.
    const [row] = await em.execute<{ failures: string | number }[]>(
      `select count(*) as failures from login_attempt
        where ${column} = ? and success = false and created_at > ?
          and created_at > coalesce((select max(blocked_until) from sign_in_block where kind = ? and key = ?), 'epoch'::timestamptz)`,
      [key, new Date(at.getTime() - FAILURE_WINDOW_MS), kind, key],
    );
    if (Number(row?.failures ?? 0) >= MAX_FAILURES) {
      await em.execute('insert into sign_in_block (kind, key, blocked_until, created_at) values (?, ?, ?, ?)', [
        kind,
        key,
        new Date(at.getTime() + BLOCK_MS),
        at,
      ]);
      if (kind === 'ADDRESS') this.cache.delete(key);
    }
  }

  private async blockedUntil(kind: Kind, key: string): Promise<Date | null> {
    const [row] = await this.em().execute<{ until: Date | string | null }[]>(
      'select max(blocked_until) as until from sign_in_block where kind = ? and key = ? and blocked_until > ?',
      [kind, key, this.now()],
    );
    return row?.until ? new Date(row.until) : null;
  }

  private em(): EntityManager {
    return this.orm.em.fork() as unknown as EntityManager;
  }
}
