import { addisDayKey } from '@bingo/core';
import type { Actor } from '../../shared/auth/actor';
import type { Orm } from '../../shared/db/orm';
import { sqlEm } from '../../shared/db/sql';
import { AppError, refuse } from '../../shared/errors/app-error';
import { insertCardPrints } from './anomaly.sql';

/** Cards printed at once, at most: every card of a set. */
const MAX_PRINTED = 100;

/**
 * A host prints cards (the print screen tells the server what it printed): each card is recorded,
 * and one printed again on the same Addis day counts as a re-print for the owner's anomaly
 * screen (docs/reporting.md#anomalies). Answers how many of these were re-prints.
 */
export async function recordCardPrints(orm: Orm, actor: Actor, paletteNumbers: readonly number[], now = new Date()) {
  if (actor.role !== 'HOST') throw new AppError('FORBIDDEN', 'You are not allowed to do this');
  if (
    !Array.isArray(paletteNumbers) ||
    paletteNumbers.length === 0 ||
    paletteNumbers.length > MAX_PRINTED ||
    !paletteNumbers.every((n) => Number.isInteger(n) && n >= 1 && n <= 100)
  )
    throw refuse('PRINTED_CARDS_INVALID', { max: MAX_PRINTED });
  return sqlEm(orm).transactional((tx) => insertCardPrints(tx, actor.id, paletteNumbers, addisDayKey(now), now));
}
