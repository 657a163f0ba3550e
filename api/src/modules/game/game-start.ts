import { randomBytes } from 'node:crypto';
import {
  SANTIM_PER_BIRR,
  santimToBirr,
  type Card as CardFace,
  type CardGameResult,
  drawCommitment,
  drawOrder,
  evaluateGame,
  freeGame,
  type GameMoney,
  houseGame,
  houseGameOutcome,
  jackpotAccrual,
  jackpotAward,
  MAX_HOUSE_CARDS,
  MIN_BET_MESSAGE,
  MIN_BET_BIRR,
  multiplierGame,
  MULTIPLIER_STAKE_OPTIONS_BIRR,
  newDrawSeed,
  parsePatterns,
  type PatternName,
  pickHouseCards,
  regularGame,
  shareOf,
  startFee,
  withBonuses,
  callSpeedsFor,
  minCardsFor,
  tooFewCardsMessage,
} from '@bingo/core';
import type { Orm } from '../../shared/db/orm';
import { AppError } from '../../shared/errors/app-error';
import { fixedRead, oneRow, readTogether } from '../../shared/db/batch';
import { accountChain, appendAudit, chainHeadsRead, useLockedHeads } from '../audit';
import type { Actor } from '../../shared/auth/actor';
import type { CardService } from '../card';
import { hostCardSet } from '../card';
import { idempotentTransaction, type ResultCodec } from '../idempotency';
import { moveMoneyLocked } from '../account';
import { GameSchema, type GameType, type PlayedCard } from './game.entity';
import { queueEvent } from './game-clock';
import { publicCodeCandidatesRead, unusedPublicCode } from './game-public-code';
import { insertGameRow, type NewGame } from './game-row';
import type { GameRow } from './game.views';
import type { StartGameCommand } from './game.inputs';
import type { GamePromotions } from './promotions';
import type { GameJackpot } from './jackpot-port';

export const GAME_RUNNING = 'End the running game before starting a new one';

const secureBytes = (n: number) => new Uint8Array(randomBytes(n));

interface HostRow {
  rateBp: number;
  blocked: boolean;
  /** Santim, as locked by this transaction. */
  wallet: number;
}

/** A start request checked against the game type's rules, amounts in santim. */
export interface StartPlan {
  gameType: GameType;
  cardNumbers: number[];
  /** Per hall card, santim, aligned with cardNumbers. */
  stakes: number[];
  betSantim: number | null;
  patterns: PatternName[];
  callSpeedMs: number;
  houseCardCount: number;
  isJackpotGame: boolean;
}

/** The start rules (docs/games-and-money.md#start-rules), enforced on the server. Throws 400 with a message. */
export function planStart(input: StartGameCommand): StartPlan {
  const gameType = input.gameType ?? 'regular';
  const cardNumbers = input.cardPaletteNumbers;
  const multiplier = gameType === 'multiplierBingo';
  if (cardNumbers.length < minCardsFor(gameType)) {
    throw new AppError('BAD_INPUT', tooFewCardsMessage(gameType));
  }
  const speeds = callSpeedsFor(gameType);
  if (!speeds.includes(input.callSpeed)) {
    throw new AppError('BAD_INPUT', `callSpeed must be one of ${speeds.join(', ')} ms`);
  }
  const patterns = parsePatterns(
    input.winningPatterns && input.winningPatterns.length > 0 ? input.winningPatterns : ['any'],
  );
  let stakes: number[];
  let betSantim: number | null = null;
  if (multiplier) {
    const santim = input.stakesSantim;
    if (!santim || santim.length !== cardNumbers.length) {
      throw new AppError('BAD_INPUT', 'bettingAmount must list one stake per card for multiplierBingo');
    }
    const bad = santim.find((s) => !MULTIPLIER_STAKE_OPTIONS_BIRR.includes(santimToBirr(s)));
    if (bad !== undefined) {
      throw new AppError(
        'BAD_INPUT',
        `Each stake must be one of ${MULTIPLIER_STAKE_OPTIONS_BIRR.join(', ')} Birr, got ${santimToBirr(bad)}`,
      );
    }
    stakes = [...santim];
  } else {
    if (input.stakesSantim != null)
      throw new AppError('BAD_INPUT', `bettingAmount must be one number for a ${gameType} game`);
    if (input.bettingAmountSantim == null) throw new AppError('BAD_INPUT', 'bettingAmount is required');
    if (input.bettingAmountSantim < MIN_BET_BIRR * SANTIM_PER_BIRR) throw new AppError('BAD_INPUT', MIN_BET_MESSAGE);
    betSantim = input.bettingAmountSantim;
    stakes = cardNumbers.map(() => betSantim!);
  }
  const houseCardCount = input.houseCardCount ?? 0;
  if (gameType === 'house') {
    if (houseCardCount < 1 || houseCardCount > MAX_HOUSE_CARDS) {
      throw new AppError('BAD_INPUT', `houseCardCount must be from 1 to ${MAX_HOUSE_CARDS} for a house game`);
    }
  } else if (houseCardCount !== 0) {
    throw new AppError('BAD_INPUT', 'houseCardCount applies to house games only');
  }
  return {
    gameType,
    cardNumbers: [...cardNumbers],
    stakes,
    betSantim,
    patterns,
    callSpeedMs: input.callSpeed,
    houseCardCount,
    isJackpotGame: input.isJackpotGame ?? false,
  };
}

/** The first completion among cards: the call and every card completing on it (in the given order). */
function firstCompletion(results: readonly CardGameResult[]): { call: number | null; cards: number[] } {
  let call: number | null = null;
  for (const r of results) {
    const t = r.earliest?.completedAtCall;
    if (t != null && (call === null || t < call)) call = t;
  }
  return {
    call,
    cards: call === null ? [] : results.filter((r) => r.earliest?.completedAtCall === call).map((r) => r.paletteNumber),
  };
}

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
  deps: { cards: CardService; promotions: GamePromotions; jackpot: GameJackpot },
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
      const freeGameMatters = plan.gameType === 'regular' || plan.gameType === 'free';
      // The host's row first, alone (docs/audit.md#game-start-cost): two starts of one host queue
      // here, and the statement after it reads with a snapshot taken once the lock is held, so it
      // sees a game the other start committed meanwhile. (In one statement with the lock, the
      // other reads would keep the snapshot from before the wait.)
      const { host: hostRow } = await readTogether(tx, {
        host: oneRow<{ commission_rate_bp: number; blocked: boolean; wallet_balance: string | number }, HostRow | null>(
          'select commission_rate_bp, blocked, wallet_balance from account where id = ? for update',
          [actor.id],
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
          [actor.id],
          (row) => row !== null,
        ),
        checksum: deps.cards.checksumRead(cardSetId),
        freeSlot: freeGameMatters ? deps.promotions.freeGameRead(actor.id, now) : fixedRead(null),
        bonusesPossible: deps.promotions.bonusesPossibleRead(actor.id, now),
        pool: deps.jackpot.poolRead(actor.id),
        heads: chainHeadsRead([accountChain(actor.id)]),
        codes: publicCodeCandidatesRead(),
      });
      if (read.running) throw new AppError('GAME_IN_PROGRESS', GAME_RUNNING);
      useLockedHeads(tx, read.heads);
      const host = { commissionRateBp: hostRow.rateBp };
      const set = await deps.cards.setWithChecksum(tx, cardSetId, read.checksum);
      const hall: CardFace[] = plan.cardNumbers.map((n) => {
        const card = set.byNumber.get(n);
        if (!card) throw new AppError('BAD_INPUT', `Card ${n} is not in your card set`);
        return card;
      });

      let gameType = plan.gameType;
      const freeSlot = read.freeSlot;
      if (gameType === 'free' && !freeSlot) throw new AppError('BAD_INPUT', 'No free game is due');
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
      const hallFirst = firstCompletion(hallResults);
      let outcome = { houseWin: false, winningCard: hallFirst.cards[0] ?? null, winningCalls: hallFirst.call };
      let money: GameMoney & { freeAmount?: number; multiplierBp?: number };
      switch (gameType) {
        case 'regular':
          money = regularGame({ bet: plan.betSantim!, cardCount: hall.length, commissionRate: r });
          break;
        case 'free':
          money = freeGame({
            bet: plan.betSantim!,
            cardCount: hall.length,
            commissionRate: r,
            freeShare: freeSlot?.freeShareBp ?? undefined,
          });
          break;
        case 'house':
          outcome = houseGameOutcome(hallResults, houseResults);
          money = houseGame({
            bet: plan.betSantim!,
            hallCardCount: hall.length,
            houseCardCount: houseFaces.length,
            commissionRate: r,
            houseWin: outcome.houseWin,
          });
          break;
        case 'multiplierBingo': {
          const winners = hallFirst.cards.map((n) => plan.cardNumbers.indexOf(n));
          money = multiplierGame({ stakes: plan.stakes, commissionRate: r, winners });
          break;
        }
      }

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
      // award itself is settled when the winning claim is made (game-settle.ts).
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
        },
        abandonedAtCall: null,
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
        wonAtCall: null,
        createdAt: now,
        endedAt: null,
        endReason: null,
      };
      await insertGameRow(tx, game);
      const startAt = queueEvent(tx, gameId, 'START');
      await deps.jackpot.settle(tx, {
        hostId: actor.id,
        gameId,
        poolAfter: pool.amount + accrual,
        awarded: 0,
        winnerCard: null,
        completedAtCall: null,
        at: now,
      });
      await deps.promotions.recordStart(tx, { gameId, hostId: actor.id, freeGame: freeSlot, bonuses, at: now });
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
