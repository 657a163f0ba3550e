import { randomBytes } from 'node:crypto';
import {
  type Card as CardFace,
  type CardGameResult,
  drawCommitment,
  drawOrder,
  evaluateGame,
  jackpotAccrual,
  jackpotAward,
  newDrawSeed,
  pickHouseCards,
  shareOf,
  startFee,
  withBonuses,
} from '@bingo/core';
import type { Orm } from '../../../shared/db/orm';
import type { Tx } from '../../../shared/db/transaction';
import { refuse } from '../../../shared/errors/app-error';
import { accountChain, appendAudit, useLockedHeads } from '../../audit';
import type { Actor } from '../../../shared/auth/actor';
import type { CardService } from '../../card';
import { hostCardSet } from '../../card';
import { idempotentTransaction, type ResultCodec } from '../../idempotency';
import { moveMoneyLocked } from '../../account';
import { GameSchema, type PlayedCard } from '../game.entity';
import { queueEvent } from '../clock/clock-events.sql';
import { unusedPublicCode } from '../public/game-public-code';
import { insertGameRow, type NewGame } from './game-row.sql';
import type { GameRow } from '../game.views';
import { planStart } from './game-start-plan';
import { startOutcome } from './game-start-outcome';
import { readForStart } from './game-start-reads';
import type { StartGameCommand } from '../game.inputs';
import type { GamePromotions } from '../ports/promotions-port';
import type { GameJackpot } from '../ports/jackpot-port';
import type { GameTill } from '../ports/till-port';

const secureBytes = (n: number) => new Uint8Array(randomBytes(n));

/**
 * Starts a game in ONE audited transaction: draw, house cards, earliest completions, outcome,
 * money (core), bonuses and free game (promotions hook), jackpot, the platform fee through the
 * ledger, and the game row. Any failure (e.g. "Insufficient balance in wallet") leaves nothing.
 * A host has one active game: starting another while one runs is refused (CONFLICT); the host's
 * account row is locked first, so two concurrent starts cannot both pass. The outcome the draw
 * fixes is stored as the plan only (docs/fairness.md#nothing-early); the fee comes from the
 * request and the host's settings alone (core startFee). The game starts paused (START event).
 * With an Idempotency-Key, a retry answers the game the first request started (nothing is
 * drawn, debited or replaced again).
 */

export async function startGame(
  orm: Orm,
  deps: {
    cards: CardService;
    promotions: GamePromotions;
    jackpot: GameJackpot;
    till: GameTill;
    /** Tells the new game in the transaction (a bus message there goes out with the commit). */
    told?: (tx: Tx, gameId: string) => Promise<void>;
  },
  actor: Actor,
  input: StartGameCommand,
  idempotencyKey?: string,
): Promise<StartedGame> {
  const plan = planStart(input);
  const cardSetId = hostCardSet(actor);
  const once = { actorId: actor.id, key: idempotencyKey, operation: 'game.start', request: input };
  const started = await idempotentTransaction(
    orm,
    once,
    async (tx): Promise<StartingGame> => {
      const now = new Date();
      const { host: hostRow, read } = await readForStart(tx, deps, actor.id, cardSetId, plan.gameType, now);
      useLockedHeads(tx, read.heads);
      const host = { commissionRateBp: hostRow.rateBp };
      const set = await deps.cards.setWithChecksum(tx, cardSetId, read.checksum);
      const hall: CardFace[] = plan.cardNumbers.map((n) => {
        const card = set.byNumber.get(n);
        if (!card) throw refuse('CARD_NOT_IN_SET', { card: n });
        return card;
      });

      let gameType = plan.gameType;
      const freeSlot = read.freeSlot;
      if (gameType === 'free' && !freeSlot) throw refuse('NO_FREE_GAME_DUE');
      if (freeSlot) gameType = 'free';

      // Uniformly from the set's cards not in play; asking for more than are left is a 400 from the core.
      const houseNumbers =
        gameType === 'house'
          ? pickHouseCards(set.cards.length, plan.cardNumbers, plan.houseCardCount, secureBytes)
          : [];
      const houseFaces = houseNumbers.map((n) => set.byNumber.get(n)!);

      const seed = newDrawSeed(secureBytes);
      const order = drawOrder(seed);
      const hallResults = evaluateGame(hall, plan.patterns, order);
      const houseResults = evaluateGame(houseFaces, plan.patterns, order);

      const r = host.commissionRateBp;
      const { outcome, money } = startOutcome({
        gameType,
        plan,
        hallResults,
        houseResults,
        commissionRateBp: r,
        freeShareBp: freeSlot?.freeShareBp ?? undefined,
      });

      // A bonus must not depend on the draw: multiplierBingo's payout depends on which card wins, so
      // its bonus base is the pot less the commission.
      const basePayout =
        gameType === 'multiplierBingo' ? money.totalStakes - shareOf(money.totalStakes, r) : money.payoutToWinner;
      const bonuses = !read.bonusesPossible
        ? []
        : await deps.promotions.bonusesFor(tx, {
            hostId: actor.id,
            gameType,
            playerCount: hall.length,
            totalStakes: money.totalStakes,
            basePayout,
            at: now,
          });
      const withBonus = withBonuses(
        money,
        bonuses.map((b) => b.amount),
      );

      const pool = read.pool ?? (await deps.jackpot.lockPool(tx, actor.id));
      const hallWinnerCall = outcome.houseWin ? null : outcome.winningCalls;
      const award = jackpotAward({
        pool: pool.amount,
        isJackpotGame: plan.isJackpotGame && pool.enabled,
        completedAtCall: hallWinnerCall,
        callLimit: pool.callLimit,
      });
      const payoutToWinner = withBonus.payoutToWinner + award.awarded;
      const profit = withBonus.profit - award.awarded;
      // The accrual comes from the profit before any award (a regular game's is known at start); the
      // award itself is settled when the winning claim is made (end/game-settle.ts).
      const accrual = gameType === 'regular' && pool.enabled ? jackpotAccrual(withBonus.profit, pool.accrualBp) : 0;
      const fee = startFee({
        gameType,
        totalStakes: money.totalStakes,
        commissionRate: r,
        freeShare: freeSlot?.freeShareBp ?? undefined,
      });

      const gameId = crypto.randomUUID();
      // The rows below are queued and go with the audit entries as the transaction's last statement.
      if (fee > 0) {
        await moveMoneyLocked(
          tx,
          {
            accountId: actor.id,
            kind: 'GAME_FEE',
            amount: -fee,
            actorId: actor.id,
            reference: `game:${gameId}`,
            note: `Platform fee, ${gameType} game`,
          },
          hostRow.wallet,
        );
      }
      const played = (
        faces: CardFace[],
        results: CardGameResult[],
        house: boolean,
        stakes: (i: number) => number,
      ): PlayedCard[] =>
        faces.map((c, i) => ({
          paletteNumber: c.paletteNumber,
          numbers: c.numbers,
          house,
          stake: stakes(i),
          completedAtCall: results[i]!.earliest?.completedAtCall ?? null,
        }));
      const game: NewGame = {
        id: gameId,
        host: { id: actor.id },
        cardSet: { id: cardSetId },
        gameType,
        status: 'ACTIVE',
        betSantim: plan.betSantim,
        cardPaletteNumbers: plan.cardNumbers,
        stakes: plan.stakes,
        houseCards: houseNumbers,
        cards: [
          ...played(hall, hallResults, false, (i) => plan.stakes[i]!),
          ...played(houseFaces, houseResults, true, () => plan.betSantim ?? 0),
        ],
        winningPatterns: plan.patterns,
        callSpeedMs: plan.callSpeedMs,
        seed,
        commitment: drawCommitment(seed),
        publicCode: read.codes[0] ?? (await unusedPublicCode(tx)),
        drawOrder: order,
        // Public outcome columns: empty until it happens (settled by game-settle.ts).
        winningCard: null,
        winningCalls: null,
        houseWin: false,
        commissionRateBp: r,
        totalStakes: money.totalStakes,
        baseAmount: 0,
        totalBonusAmount: withBonus.totalBonusAmount,
        payoutToWinner: 0,
        profit: 0,
        platformFee: fee,
        plannedOutcome: {
          houseWin: outcome.houseWin,
          winningCard: outcome.winningCard,
          winningCalls: outcome.winningCalls,
          payoutToWinner,
          baseAmount: withBonus.baseAmount,
          profit,
          jackpotAwarded: award.awarded,
          jackpotQualifies: award.qualifies,
        },
        abandonedAtCall: null,
        missedClaims: null,
        multiplierBp: money.multiplierBp ?? null,
        freeAmount: money.freeAmount ?? 0,
        freeSlotId: freeSlot?.slotId ?? null,
        bonuses: bonuses.map((b) => ({
          bonusId: b.bonusId,
          bonusType: b.bonusType,
          bonusValue: b.bonusValue,
          bonusAmount: b.amount,
        })),
        isJackpotGame: plan.isJackpotGame,
        jackpotPool: pool.amount,
        jackpotAwarded: 0,
        jackpotAccrual: accrual,
        wonAtCall: null,
        createdAt: now,
        endedAt: null,
        endReason: null,
      };
      await insertGameRow(tx, game);
      const startAt = queueEvent(tx, gameId, 'START');
      await deps.told?.(tx, gameId);
      await deps.jackpot.settle(tx, {
        hostId: actor.id,
        gameId,
        poolAfter: pool.amount + accrual,
        awarded: 0,
        winnerCard: null,
        completedAtCall: null,
        at: now,
        pool,
        added: accrual,
      });
      await deps.promotions.recordStart(tx, { gameId, hostId: actor.id, freeGame: freeSlot, bonuses, at: now });
      // Cash in: the hall's cards sold (house cards are not sold); meters and the open shift.
      const cashIn = plan.stakes.reduce((sum, stake) => sum + stake, 0);
      await deps.till.recordStart(tx, { hostId: actor.id, gameId, shiftId: read.till.shiftId, cashIn });
      await appendAudit(tx, {
        actorId: actor.id,
        action: 'game.start',
        subjectType: 'game',
        subjectId: gameId,
        chain: accountChain(actor.id), // the host's chain: starts in other halls never wait on it
        data: {
          gameType,
          commitment: game.commitment,
          publicCode: game.publicCode,
          cards: hall.length,
          houseCards: houseNumbers.length,
          totalStakes: money.totalStakes,
          platformFee: fee,
        },
      });
      return { game, startAt };
    },
    GAME_RESULT,
  );
  return { game: started.game, startAt: started.startAt === null ? null : await started.startAt };
}

/** The game a start made; `startAt` (its START event) when this call made it, null for a retried start. */
export interface StartedGame {
  game: GameRow;
  startAt: number | null;
}

/** Inside the transaction: the START event's time comes with its last statement. */
interface StartingGame {
  game: GameRow;
  startAt: Promise<number> | null;
}

/** A retried start answers the same game, as it is now. */
const GAME_RESULT: ResultCodec<StartingGame> = {
  store: ({ game }) => ({ gameId: game.id }),
  load: async (tx, stored) => ({
    game: await tx.findOneOrFail(GameSchema, { id: (stored as { gameId: string }).gameId }),
    startAt: null,
  }),
};
