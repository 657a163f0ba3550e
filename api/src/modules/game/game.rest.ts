import { Router, type Request } from 'express';
import { santimToBirr } from '@bingo/core';
import { parseInput } from '../../shared/validation/parse-input';
import { refuse } from '../../shared/errors/app-error';
import type { GameServices as Services } from './game.context';
import { actorOf, cardSetOfBase, clientAddress, requireRole } from '../../shared/rest/request';
import { IDEMPOTENCY_HEADER } from '../idempotency';
import { CheckWinnerBody, GameProgressBody, StartGameInput, startCommandFromBirr } from './game.inputs';
import type { ClaimAnswer } from './claim/game-claim';
import type { CallsView } from './clock/game-progress';
import type { GameSummary, GameView, PlayedCardView } from './game.views';
import { restPublicGame } from './public/game-public.rest';
import { exportRequestOf } from '../../shared/export/export-request';
import { sendGamesExport } from './game-export.rest';

const birr = santimToBirr;
/** Birr, or null while the amount is not settled (docs/fairness.md#nothing-early). */
const birrOrNull = (v: number | null) => (v === null ? null : santimToBirr(v));
const cardOut = (c: PlayedCardView) => ({ paletteNumber: c.paletteNumber, numbers: c.numbers });

/** The seed's start answer (Birr numbers), plus the record fields recall and resume need. */
export function restGame(g: GameView) {
  return {
    gameId: g.gameId,
    _id: g.gameId,
    gameType: g.gameType,
    status: g.status,
    createdAt: g.createdAt,
    endedAt: g.endedAt,
    endReason: g.endReason,
    bettingAmount: g.bettingAmount === null ? g.stakes.map(birr) : birr(g.bettingAmount),
    cardPaletteNumbers: g.cardPaletteNumbers,
    calledNumbers: g.calledNumbers,
    playingCards: g.playingCards.map(cardOut),
    houseCards: g.houseCards.map(cardOut),
    houseCardCount: g.houseCardCount,
    winningPatterns: g.winningPatterns,
    callSpeed: g.callSpeed,
    winningCalls: g.winningCalls,
    winningCard: g.winningCard,
    houseWin: g.houseWin,
    totalBetAmount: birr(g.totalStakes),
    payoutToWinner: birrOrNull(g.payoutToWinner),
    baseAmount: birrOrNull(g.baseAmount),
    totalBonusAmount: birr(g.totalBonusAmount),
    appliedBonuses: g.bonuses.map((b) => ({
      bonusType: b.bonusType,
      bonusValue: b.bonusValue,
      bonusAmount: birr(b.bonusAmount),
    })),
    profit: birrOrNull(g.profit),
    platformFee: birr(g.platformFee),
    commissionRate: g.commissionRate,
    multiplier: g.multiplier,
    isFreeGame: g.isFreeGame,
    isJackpotGame: g.isJackpotGame,
    jackpotPool: birr(g.jackpotPool),
    jackpotAwarded: birrOrNull(g.jackpotAwarded),
    // An extra field (docs/legacy-rest.md): what the game added to the jackpot pool at start.
    jackpotAccrual: birr(g.jackpotAccrual),
    commitment: g.commitment,
    // An extra field (docs/legacy-rest.md): the short public code for verification.
    publicCode: g.publicCode,
    seed: g.seed,
    callsRevealed: g.callsRevealed,
    paused: g.paused,
    nextCallAt: g.nextCallAt,
    serverTime: g.serverTime,
    wonAtCall: g.wonAtCall,
    abandonedAtCall: g.abandonedAtCall,
    claims: g.claims.map((c) => ({ ...c, payout: birr(c.payout) })),
  };
}

export function restCalls(c: CallsView) {
  return { ...c, nextCallAt: c.nextCallAt?.toISOString() ?? null, serverTime: c.serverTime.toISOString() };
}

export function restClaim(a: ClaimAnswer) {
  return { ...a, payout: birr(a.payout) };
}

/** The seed-001 games-list line (Birr). */
export function restSummary(g: GameSummary) {
  return {
    _id: g.gameId,
    id: g.gameId,
    date: g.createdAt,
    createdAt: g.createdAt,
    admin: { _id: g.hostId, username: g.hostUsername },
    gameType: g.gameType,
    status: g.status,
    endReason: g.endReason,
    abandonedAtCall: g.abandonedAtCall,
    bettingAmount: g.bettingAmount === null ? g.stakes.map(birr) : birr(g.bettingAmount),
    players: g.players,
    numberOfPlayers: g.players,
    houseCardCount: g.houseCardCount,
    totalBetAmount: birr(g.totalStakes),
    payoutToWinner: birrOrNull(g.payoutToWinner),
    profit: birrOrNull(g.profit),
    platformFee: birr(g.platformFee),
    commissionRate: g.commissionRate,
    multiplier: g.multiplier,
    isFreeGame: g.isFreeGame,
    isJackpotGame: g.isJackpotGame,
    winnerCard: g.winningCard,
    houseWin: g.houseWin,
  };
}

/** Legacy body: multiplierBingo sends bettingAmount as an array, one stake per card. */
function startBody(body: unknown): unknown {
  if (
    body &&
    typeof body === 'object' &&
    !Array.isArray(body) &&
    Array.isArray((body as { bettingAmount?: unknown }).bettingAmount)
  ) {
    const { bettingAmount, ...rest } = body as { bettingAmount: unknown[] };
    return { ...rest, stakes: bettingAmount };
  }
  return body;
}

function pageOf(req: Request): number {
  const raw = req.query.page;
  if (raw === undefined) return 1;
  if (typeof raw !== 'string' || !/^\d{1,6}$/.test(raw) || Number(raw) < 1) throw refuse('PAGE_INVALID');
  return Number(raw);
}

function limitOf(req: Request): number | undefined {
  const raw = req.query.limit;
  if (raw === undefined) return undefined;
  if (typeof raw !== 'string' || !/^\d{1,4}$/.test(raw)) throw refuse('LIMIT_INVALID', { max: 200 });
  return Number(raw);
}

/** docs/legacy-rest.md#games: game start, winner checks, end; games lists; server time. */
export function gameRoutes(services: Services): Router {
  const router = Router();

  router.get('/current', (_req, res) => {
    res.json({ currentTime: new Date().toISOString() });
  });

  router.post('/game/start', requireRole('HOST'), async (req, res) => {
    const input = startCommandFromBirr(await parseInput(StartGameInput, startBody(req.body)));
    res.json(restGame(await services.games.start(actorOf(res), input, req.get(IDEMPOTENCY_HEADER))));
  });

  router.post('/game/isWinner/:gameId/:cardNumber', requireRole('HOST'), async (req, res) => {
    const body = await parseInput(CheckWinnerBody, req.body);
    res.json(
      restClaim(
        await services.games.checkWinner(
          actorOf(res),
          req.params.gameId as string,
          req.params.cardNumber,
          body.calledNumbers,
        ),
      ),
    );
  });

  router.post('/game/:gameId/end', requireRole('HOST'), async (req, res) => {
    res.json(await services.games.end(actorOf(res), req.params.gameId as string));
  });

  // Kept for old callers: the body is still checked, but the server's clock decides; this answers it.
  router.post('/game/:gameId/progress', requireRole('HOST'), async (req, res) => {
    await parseInput(GameProgressBody, req.body);
    res.json(await services.games.progress(actorOf(res), req.params.gameId as string));
  });

  router.post('/game/:gameId/play', requireRole('HOST'), async (req, res) => {
    res.json(restGame(await services.games.play(actorOf(res), req.params.gameId as string)));
  });

  router.post('/game/:gameId/pause', requireRole('HOST'), async (req, res) => {
    res.json(restGame(await services.games.pause(actorOf(res), req.params.gameId as string)));
  });

  router.get('/game/:gameId/calls', requireRole(), async (req, res) => {
    res.json(restCalls(await services.games.calls(actorOf(res), req.params.gameId as string)));
  });

  // Public (docs/fairness.md#verifying): no sign-in; an ended game's answer never changes.
  router.get('/api/public/games/:ref', async (req, res) => {
    const view = await services.games.publicGame(req.params.ref, clientAddress(req));
    res.setHeader('Cache-Control', view.status === 'ENDED' ? 'public, max-age=300' : 'no-store');
    res.json(restPublicGame(view));
  });

  router.get('/game/active', requireRole('HOST'), async (_req, res) => {
    const game = await services.games.active(actorOf(res));
    res.json({ game: game ? restGame(game) : null });
  });

  router.get('/game/:gameId', requireRole(), async (req, res) => {
    res.json(restGame(await services.games.recall(actorOf(res), req.params.gameId as string)));
  });

  router.get('/admin/myGames', requireRole(), async (req, res) => {
    const wanted = exportRequestOf(req);
    if (wanted) return sendGamesExport(req, res, services, wanted);
    const hostId = typeof req.query.hostId === 'string' ? req.query.hostId : null;
    const page = await services.games.list(actorOf(res), { page: pageOf(req), hostId });
    res.json({
      games: page.games.map(restSummary),
      totalPages: page.totalPages,
      totalGames: page.totalGames,
      page: page.page,
    });
  });

  router.get('/admin/last-games', requireRole('SUPER_ADMIN'), async (req, res) => {
    const cardSetId = cardSetOfBase(req);
    res.json((await services.games.last(actorOf(res), { limit: limitOf(req), cardSetId })).map(restSummary));
  });

  router.get('/admin/:id/last-games', requireRole('SUPER_ADMIN', 'OWNER'), async (req, res) => {
    res.json(
      (
        await services.games.last(actorOf(res), {
          hostId: req.params.id as string,
          limit: limitOf(req),
          cardSetId: cardSetOfBase(req),
        })
      ).map(restSummary),
    );
  });

  return router;
}
