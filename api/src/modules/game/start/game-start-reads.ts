import { AppError } from '../../../shared/errors/app-error';
import { fixedRead, oneRow, readTogether } from '../../../shared/db/batch';
import type { Tx } from '../../../shared/db/transaction';
import { accountChain, chainHeadsRead } from '../../audit';
import type { CardService } from '../../card';
import type { GameType } from '../game.entity';
import { publicCodeCandidatesRead } from '../public/game-public-code';
import type { GamePromotions } from '../ports/promotions-port';
import type { GameJackpot } from '../ports/jackpot-port';

export const GAME_RUNNING = 'End the running game before starting a new one';

interface HostRow {
  rateBp: number;
  blocked: boolean;
  /** Santim, as locked by this transaction. */
  wallet: number;
}

/**
 * What a game start reads, in two statements (docs/audit.md#game-start-cost): the host's row
 * locked, then everything else. Refuses a blocked host (403) and a host whose game runs (409).
 */
export async function readForStart(
  tx: Tx,
  deps: { cards: CardService; promotions: GamePromotions; jackpot: GameJackpot },
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
    host: oneRow<{ commission_rate_bp: number; blocked: boolean; wallet_balance: string | number }, HostRow | null>(
      'select commission_rate_bp, blocked, wallet_balance from account where id = ? for update',
      [hostId],
      (row) =>
        row && { rateBp: Number(row.commission_rate_bp), blocked: row.blocked, wallet: Number(row.wallet_balance) },
    ),
  });
  if (!hostRow || hostRow.blocked) throw new AppError('FORBIDDEN', 'You are not allowed to do this');
  // Everything else the start reads, in ONE statement; its locks in this order: the due
  // free-game slot, the jackpot pool, the host's audit chain head (the chain this appends to).
  const read = await readTogether(tx, {
    running: oneRow<{ id: string }, boolean>(
      "select id from game where host_id = ? and status = 'ACTIVE' limit 1",
      [hostId],
      (row) => row !== null,
    ),
    checksum: deps.cards.checksumRead(cardSetId),
    freeSlot: freeGameMatters ? deps.promotions.freeGameRead(hostId, now) : fixedRead(null),
    bonusesPossible: deps.promotions.bonusesPossibleRead(hostId, now),
    pool: deps.jackpot.poolRead(hostId),
    heads: chainHeadsRead([accountChain(hostId)]),
    codes: publicCodeCandidatesRead(),
  });
  if (read.running) throw new AppError('GAME_IN_PROGRESS', GAME_RUNNING);
  return { host: hostRow, read };
}
