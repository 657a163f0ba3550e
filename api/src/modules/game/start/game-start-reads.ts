import { AppError, refuse } from '../../../shared/errors/app-error';
import { fixedRead, readTogether } from '../../../shared/db/batch';
import type { Tx } from '../../../shared/db/transaction';
import { accountChain, chainHeadsRead } from '../../audit';
import type { CardService } from '../../card';
import type { GameType } from '../game.entity';
import { publicCodeCandidatesRead } from '../public/game-public-code';
import type { GamePromotions } from '../ports/promotions-port';
import type { GameJackpot } from '../ports/jackpot-port';
import type { GameTill } from '../ports/till-port';
import { lockedHostRead, runningGameRead } from './game-start.sql';

export const GAME_RUNNING = 'End the running game before starting a new one';

/**
 * What a game start reads, in two statements (docs/audit.md#game-start-cost): the host's row
 * locked, then everything else. Refuses a blocked host (403) and a host whose game runs (409).
 */
export async function readForStart(
  tx: Tx,
  deps: { cards: CardService; promotions: GamePromotions; jackpot: GameJackpot; till: GameTill },
  hostId: string,
  cardSetId: number,
  gameType: GameType,
  now: Date,
) {
  const freeGameMatters = gameType === 'regular' || gameType === 'free';
  // The host's row first, alone (docs/audit.md#game-start-cost): two starts of one host queue
  // here, and the statement after it reads with a snapshot taken once the lock is held, so it
  // sees a game the other start committed meanwhile. (In one statement with the lock, the
  // other reads would keep the snapshot from before the wait.)
  const { host: hostRow } = await readTogether(tx, {
    host: lockedHostRead(hostId),
  });
  if (!hostRow || hostRow.blocked) throw new AppError('FORBIDDEN', 'You are not allowed to do this');
  // Everything else the start reads, in ONE statement; its locks in this order: the due
  // free-game slot, the jackpot pool, the open shift (shared: a close waits for this start, and a
  // start after a close sees it closed), the host's audit chain head (the chain this appends to).
  const read = await readTogether(tx, {
    running: runningGameRead(hostId),
    checksum: deps.cards.checksumRead(cardSetId),
    freeSlot: freeGameMatters ? deps.promotions.freeGameRead(hostId, now) : fixedRead(null),
    bonusesPossible: deps.promotions.bonusesPossibleRead(hostId, now),
    pool: deps.jackpot.poolRead(hostId),
    till: deps.till.startRead(hostId),
    heads: chainHeadsRead([accountChain(hostId)]),
    codes: publicCodeCandidatesRead(),
  });
  if (read.running) throw new AppError('GAME_IN_PROGRESS', GAME_RUNNING);
  if (read.till.shiftsRequired && read.till.shiftId === null) throw refuse('SHIFT_REQUIRED');
  return { host: hostRow, read };
}
