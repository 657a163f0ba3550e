import type { MissedClaim } from '../claim/missed-claims';
import { GAME_NOT_FOUND, parseGameRef, PUBLIC_CODE_LENGTH } from '@bingo/core';
import { sqlEm } from '../../../shared/db/sql';
import type { Orm } from '../../../shared/db/orm';
import { AppError, refuse } from '../../../shared/errors/app-error';
import { GameClaimSchema, GameSchema, type ClaimResult, type GameStatus, type GameType } from '../game.entity';
import { clockEvents } from '../clock/clock-events.sql';
import { gameView, type PlayedCardView } from '../game.views';
import { hallDisplayName } from '../../hall';
import { PublicReadLimit } from './public-read-limit';

export interface PublicCardView extends Omit<PlayedCardView, 'stake'> {
  /** One of the house's cards ("online players") of a house game. */
  house: boolean;
}

export interface PublicClaimView {
  cardNumber: number;
  /** The call (1-based) the claim was judged on. */
  callIndex: number;
  result: ClaimResult;
  pattern: string | null;
  /** Santim. */
  payout: number;
}

/**
 * A game as anyone may see it (docs/fairness.md#verifying): no account data but the hall's name,
 * no host id, no stakes total, profit, fee or commission. While the game runs only what the room
 * sees: the commitment and the calls made; after the end the seed, the cards, the claims and the
 * payouts (the fields after `serverTime`, null before). Money in santim.
 */
export interface PublicGameView {
  gameId: string;
  publicCode: string;
  hallName: string;
  gameType: GameType;
  cardSetName: string;
  startedAt: Date;
  status: GameStatus;
  endedAt: Date | null;
  commitment: string;
  callSpeed: number;
  winningPatterns: string[];
  calledNumbers: string[];
  callsRevealed: number;
  paused: boolean;
  pauseReason: string | null;
  nextCallAt: Date | null;
  serverTime: Date;
  seed: string | null;
  cards: PublicCardView[] | null;
  claims: PublicClaimView[] | null;
  bettingAmount: number | null;
  payoutToWinner: number | null;
  jackpotAwarded: number | null;
  winningCard: number | null;
  winningCalls: number | null;
  houseWin: boolean | null;
  abandonedAtCall: number | null;
  /** After the end only (docs/fairness.md#missed-claims). */
  missedClaims: MissedClaim[] | null;
}

const publicCard = (c: PlayedCardView, house: boolean): PublicCardView => ({
  paletteNumber: c.paletteNumber,
  numbers: c.numbers,
  house,
});

/** A game id or a public code to the game, or BAD_INPUT / NOT_FOUND. */
export async function readPublicGame(orm: Orm, ref: unknown, now: number = Date.now()): Promise<PublicGameView> {
  const parsed = parseGameRef(ref);
  if (!parsed) throw refuse('GAME_REF_INVALID', { length: PUBLIC_CODE_LENGTH });
  const em = sqlEm(orm);
  const game = await em.findOne(GameSchema, parsed.kind === 'id' ? { id: parsed.id } : { publicCode: parsed.code }, {
    populate: ['cardSet'],
  });
  if (!game) throw new AppError('NOT_FOUND', GAME_NOT_FOUND);
  const view = gameView(game, await clockEvents(em, game.id), [], now);
  const ended = game.status === 'ENDED';
  const claims = ended ? await em.find(GameClaimSchema, { game: game.id }, { orderBy: { id: 'asc' } }) : null;
  return {
    gameId: game.id,
    publicCode: game.publicCode,
    hallName: await hallDisplayName(em, view.hostId),
    gameType: game.gameType,
    cardSetName: game.cardSet.name,
    startedAt: game.createdAt,
    status: game.status,
    endedAt: view.endedAt,
    commitment: game.commitment,
    callSpeed: game.callSpeedMs,
    winningPatterns: game.winningPatterns,
    calledNumbers: view.calledNumbers,
    callsRevealed: view.callsRevealed,
    paused: view.paused,
    pauseReason: view.pauseReason,
    nextCallAt: view.nextCallAt,
    serverTime: view.serverTime,
    seed: ended ? view.seed : null,
    cards: ended
      ? [...view.playingCards.map((c) => publicCard(c, false)), ...view.houseCards.map((c) => publicCard(c, true))]
      : null,
    claims:
      claims?.map((c) => ({
        cardNumber: c.paletteNumber,
        callIndex: c.prefixLength,
        result: c.result,
        pattern: c.pattern ?? null,
        payout: c.payout,
      })) ?? null,
    bettingAmount: ended ? view.bettingAmount : null,
    payoutToWinner: ended ? view.payoutToWinner : null,
    jackpotAwarded: ended ? view.jackpotAwarded : null,
    winningCard: ended ? view.winningCard : null,
    winningCalls: ended ? view.winningCalls : null,
    houseWin: ended ? view.houseWin : null,
    abandonedAtCall: ended ? view.abandonedAtCall : null,
    missedClaims: ended ? view.missedClaims : null,
  };
}

const CACHED_GAMES = 500;

/**
 * The public read behind both transports: rate-limited per address; an ended game never changes,
 * so its answer is kept (up to 500 games, under its id and its code). A running game is read from
 * the database every time: a cached clock could show a call the room has not heard.
 */
export class PublicGameReader {
  private readonly ended = new Map<string, PublicGameView>();

  constructor(
    private readonly orm: Orm,
    private readonly limit = new PublicReadLimit(),
  ) {}

  async read(ref: unknown, address: string): Promise<PublicGameView> {
    this.limit.take(address);
    const key = parseGameRef(ref);
    const cacheKey = key ? (key.kind === 'id' ? key.id : key.code) : null;
    const hit = cacheKey ? this.ended.get(cacheKey) : undefined;
    if (hit) return { ...hit, serverTime: new Date() };
    const view = await readPublicGame(this.orm, ref);
    if (view.status === 'ENDED') {
      if (this.ended.size >= CACHED_GAMES * 2) this.ended.clear();
      this.ended.set(view.gameId, view);
      this.ended.set(view.publicCode, view);
    }
    return view;
  }
}
