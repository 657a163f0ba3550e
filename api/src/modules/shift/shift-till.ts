import { accountChain, appendAudit } from '../audit';
import type { GameTill } from '../game';
import { payoutFlagged } from '@bingo/core';
import { queueEndTill, queueStartTill, tillEndRead, tillStartRead } from './shift.sql';

/**
 * The game module's till port (docs/games-and-money.md#the-till): a start's cash in and an end's
 * cash out reach the host's meters (one upsert each) and the shift the game was started in, in the
 * game's own transaction, each change an entry in the host's audit chain.
 */
export const gameTill: GameTill = {
  startRead: tillStartRead,

  async recordStart(tx, started) {
    await queueStartTill(tx, started);
    await appendAudit(tx, {
      actorId: started.hostId,
      action: 'till.meter.start',
      subjectType: 'game',
      subjectId: started.gameId,
      chain: accountChain(started.hostId),
      data: { cashInSantim: started.cashIn, games: 1, shiftId: started.shiftId },
    });
  },

  endRead: tillEndRead,

  async recordEnd(tx, ended) {
    const { shiftId, reviewSantim } = ended.till;
    const flagged = payoutFlagged(ended.cashOut, reviewSantim);
    await queueEndTill(tx, { ...ended, shiftId, reviewSantim, flagged });
    await appendAudit(tx, {
      actorId: ended.actorId,
      action: 'till.meter.end',
      subjectType: 'game',
      subjectId: ended.gameId,
      chain: accountChain(ended.hostId),
      data: {
        cashOutSantim: ended.cashOut,
        freeSantim: ended.free,
        bonusSantim: ended.bonus,
        shiftId,
        flagged,
      },
    });
  },
};
