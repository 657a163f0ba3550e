import { CARD_PAGE_MESSAGES, normalizeHallCode } from '@bingo/core';
import type { Orm } from '../../shared/db/orm';
import { sqlEm } from '../../shared/db/sql';
import { AppError } from '../../shared/errors/app-error';
import type { CardChecks } from '../card';
import { hallIds } from './follow.sql';

/** A code no hall had is looked for again at most this often (new halls are rare). */
const REINDEX_MS = 30_000;

/**
 * Hall codes back to halls. A code is derived from the host's id (CardChecks.hallCode), so there
 * is no column to look it up by: each instance keeps an index of every hall's code, built at the
 * first lookup and built again when a code is not in it (a hall created since), at most every
 * REINDEX_MS. Lookups are rate-limited per address before they get here.
 */
export class HallCodes {
  private index: Map<string, string> | null = null;
  private builtAt = 0;
  private building: Promise<Map<string, string>> | null = null;

  constructor(
    private readonly orm: Orm,
    private readonly checks: CardChecks,
    private readonly now: () => number = Date.now,
  ) {}

  codeOf(hostId: string): string {
    return this.checks.hallCode(hostId);
  }

  /** The host id of a hall code as typed; BAD_INPUT when it cannot be a code, NOT_FOUND when no hall has it. */
  async hostOf(input: unknown): Promise<string> {
    const code = normalizeHallCode(input);
    if (!code) throw refusal('BAD_INPUT', 'UNKNOWN_HALL');
    let index = this.index ?? (await this.build());
    if (!index.has(code) && this.now() - this.builtAt >= REINDEX_MS) index = await this.build();
    const hostId = index.get(code);
    if (!hostId) throw refusal('NOT_FOUND', 'UNKNOWN_HALL');
    return hostId;
  }

  private build(): Promise<Map<string, string>> {
    this.building ??= hallIds(sqlEm(this.orm))
      .then((ids) => {
        this.index = new Map(ids.map((id) => [this.checks.hallCode(id), id]));
        this.builtAt = this.now();
        return this.index;
      })
      .finally(() => {
        this.building = null;
      });
    return this.building;
  }
}

/** A card page refusal: the English message and its reason for the page to word (core's CARD_PAGE_MESSAGES). */
export function refusal(
  code: 'BAD_INPUT' | 'NOT_FOUND' | 'RATE_LIMITED',
  reason: keyof typeof CARD_PAGE_MESSAGES,
  retryAfterSeconds?: number,
): AppError {
  return new AppError(code, CARD_PAGE_MESSAGES[reason], {
    reason,
    ...(retryAfterSeconds ? { retryAfterSeconds } : {}),
  });
}
