import { fixedRead } from '../../shared/db/batch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freeGame, startFee } from '@bingo/core';
import { startTestServer, type TestServer } from '../../../test/test-server';
import type { Actor } from '../../shared/auth/actor';
import { CardService } from '../card';
import { sqlEm } from '../../shared/db/sql';
import { GameService } from './game.service';
import { drawOf, endActive, feeEntries, setRevealed } from '../../../test/helpers/game-fixtures';
import type { GamePromotions } from './ports/promotions-port';
import { gameJackpot } from '../jackpot';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = await server.login();
});
afterAll(() => server?.close());

const GAME_FIELDS =
  'gameId gameType status calledNumbers winningCard winningCalls houseWin payoutToWinner: payoutToWinnerSantim profit: profitSantim platformFee: platformFeeSantim commissionRate multiplier commitment seed callsRevealed paused nextCallAt serverTime abandonedAtCall houseCards { paletteNumber } playingCards { paletteNumber stake: stakeSantim numbers { B N } } claims { cardNumber result payout: payoutSantim prefixLength }';

async function gql(query: string, variables: Record<string, unknown> = {}, t = token) {
  const res = await server.graphql(query, variables, t);
  return res.body as { data?: any; errors?: { message: string; extensions: { code: string } }[] };
}

const startGame = async (input: Record<string, unknown>, t = token) => {
  await endActive(server, t);
  return gql(`mutation($input: StartGameInput!) { startGame(input: $input) { ${GAME_FIELDS} } }`, { input }, t);
};
const check = (gameId: string, cardNumber: number, calledNumbers?: string[]) =>
  gql(
    'mutation($input: CheckWinnerInput!) { checkWinner(input: $input) { isWinner locked payout: payoutSantim winnersOnCall prefixLength results { pattern isWinner numbers cells lastCalledNumber completedAtCall } card { paletteNumber } } }',
    {
      input: { gameId, cardNumber, calledNumbers },
    },
  );

describe('games over GraphQL', () => {
  it.each([
    [
      'regular',
      {
        bettingAmountSantim: 2000,
        cardPaletteNumbers: [1, 2, 3, 4],
        callSpeed: 3000,
        winningPatterns: ['rows', 'columns'],
      },
    ],
    [
      'house',
      {
        bettingAmountSantim: 2000,
        cardPaletteNumbers: [1, 2, 3, 4],
        callSpeed: 10000,
        gameType: 'house',
        houseCardCount: 4,
      },
    ],
    [
      'multiplierBingo',
      {
        stakesSantim: [1000, 5000, 10000],
        cardPaletteNumbers: [1, 2, 3],
        callSpeed: 15000,
        gameType: 'multiplierBingo',
        winningPatterns: ['bothDiagonals'],
      },
    ],
  ])('%s: start paused, play, pause, claims on the revealed calls, end, recall', async (type, input) => {
    const started = await startGame(input);
    expect(started.errors).toBeUndefined();
    const g = started.data.startGame;
    expect(g).toMatchObject({ gameType: type, status: 'ACTIVE', seed: null, callsRevealed: 0, paused: true });
    expect(g.playingCards[0].numbers.N[2]).toBeNull();
    expect(await feeEntries(server, g.gameId)).toEqual(g.platformFee > 0 ? [-g.platformFee] : []);

    expect(g).toMatchObject({
      calledNumbers: [],
      winningCard: null,
      winningCalls: null,
      houseWin: null,
      payoutToWinner: null,
      profit: null,
      nextCallAt: null,
    });
    expect(g.platformFee).toBe(
      startFee({
        gameType: type,
        totalStakes:
          'stakesSantim' in input
            ? input.stakesSantim!.reduce((a, b) => a + b, 0)
            : 2000 * (4 + ((input as { houseCardCount?: number }).houseCardCount ?? 0)),
        commissionRate: 2000,
      }),
    );

    // Play reveals the first call at once; pause stops the clock; both are harmless when repeated.
    const played = await gql(
      'mutation($id: ID!) { playGame(gameId: $id) { callsRevealed paused calledNumbers nextCallAt } }',
      {
        id: g.gameId,
      },
    );
    expect(played.data.playGame).toMatchObject({ callsRevealed: 1, paused: false });
    expect(played.data.playGame.nextCallAt).not.toBeNull();
    const paused = await gql('mutation($id: ID!) { pauseGame(gameId: $id) { callsRevealed paused nextCallAt } }', {
      id: g.gameId,
    });
    expect(paused.data.pauseGame).toMatchObject({ paused: true, nextCallAt: null });
    const { order, plan } = await drawOf(server, g.gameId);
    await setRevealed(server, g.gameId, 7);
    const active = await gql(`{ activeGame { ${GAME_FIELDS} } }`);
    expect(active.data.activeGame).toMatchObject({
      gameId: g.gameId,
      callsRevealed: 7,
      paused: true,
      calledNumbers: order.slice(0, 7),
    });

    const w = plan.winningCalls!;
    if (!plan.houseWin && plan.winningCard !== null) {
      const loser = input.cardPaletteNumbers.find((n) => n !== plan.winningCard)!;
      await setRevealed(server, g.gameId, w - 1);
      const lost = await check(g.gameId, loser);
      expect(lost.data.checkWinner).toMatchObject({ isWinner: false, locked: true, prefixLength: w - 1 });
      const ahead = await check(g.gameId, plan.winningCard, order.slice(0, w));
      expect(ahead.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
      await setRevealed(server, g.gameId, w);
      const won = await check(g.gameId, plan.winningCard);
      expect(won.data.checkWinner).toMatchObject({
        isWinner: true,
        prefixLength: w,
        card: { paletteNumber: plan.winningCard },
      });
      if (type !== 'multiplierBingo') expect(won.data.checkWinner.payout).toBeLessThanOrEqual(plan.payoutToWinner);
      const relock = await check(g.gameId, loser);
      expect(relock.errors?.[0]).toMatchObject({
        message: 'This card has been locked.',
        extensions: { code: 'CONFLICT' },
      });
    } else if (plan.houseWin) {
      await setRevealed(server, g.gameId, w);
      expect((await gql(`{ activeGame { houseWin winningCard } }`)).data.activeGame).toEqual({
        houseWin: true,
        winningCard: plan.winningCard,
      });
    }
    await setRevealed(server, g.gameId, Math.max(w, 7));
    const tampered = await check(g.gameId, input.cardPaletteNumbers[0]!, [order[1]!, order[0]!]);
    expect(tampered.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');

    const ended = await gql('mutation($id: ID!) { endGame(gameId: $id) { status seed commitment } }', { id: g.gameId });
    expect(ended.data.endGame).toMatchObject({ status: 'ENDED', commitment: g.commitment });
    const after = await check(g.gameId, input.cardPaletteNumbers[0]!, order.slice(0, 5));
    expect(after.errors?.[0]?.message).toBe('This game has ended');
    const recall = await gql(`query($id: ID!) { game(gameId: $id) { ${GAME_FIELDS} } }`, { id: g.gameId });
    expect(recall.data.game).toMatchObject({ status: 'ENDED', seed: ended.data.endGame.seed });
    expect((await gql(`{ activeGame { gameId } }`)).data.activeGame).toBeNull();
  });

  it('refuses bad input with BAD_USER_INPUT and a message, and other roles with FORBIDDEN', async () => {
    const bad = await startGame({ bettingAmountSantim: 500, cardPaletteNumbers: [1, 2, 3], callSpeed: 5000 });
    expect(bad.errors?.[0]).toMatchObject({
      message: 'bettingAmount must be at least 10 Birr',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const dup = await startGame({ bettingAmountSantim: 1000, cardPaletteNumbers: [1, 1, 3], callSpeed: 5000 });
    expect(dup.errors?.[0]?.message).toMatch(/repeat/);
    const superToken = await server.login('superadmin', 'demo1234');
    const forbidden = await startGame(
      { bettingAmountSantim: 1000, cardPaletteNumbers: [1, 2, 3], callSpeed: 5000 },
      superToken,
    );
    expect(forbidden.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    const page = await gql('{ myGames(page: 1) { totalGames totalPages games { gameId players } } }');
    expect(page.data.myGames.totalGames).toBeGreaterThan(0);
    expect((await gql('{ serverTime { currentTime } }')).data.serverTime.currentTime).toMatch(/^\d{4}-/);
  });
});

describe('free games through the promotions hook', () => {
  it('a due slot turns the start into a free game with the house cut given back; the slot is recorded', async () => {
    const recorded: unknown[] = [];
    const promotions: GamePromotions = {
      freeGameRead: () => fixedRead({ slotId: 'slot-1', freeShareBp: null }),
      bonusesPossibleRead: () => fixedRead(true),
      bonusesFor: async () => [{ bonusId: 'b1', bonusType: 'fixed', bonusValue: 50, amount: 5000 }],
      recordStart: async (_tx, started) => {
        recorded.push(started);
      },
    };
    const games = new GameService(server.orm, new CardService(server.orm), gameJackpot(server.bus), promotions);
    const [row] = await sqlEm(server.orm).execute<{ id: string }[]>("select id from account where username = 'demo'");
    const actor: Actor = {
      id: row!.id,
      username: 'demo',
      role: 'HOST',
      cardSetId: 1,
      ownerGroupId: null,
      steppedUp: false,
    };
    await endActive(server, token);
    const view = await games.start(actor, {
      bettingAmountSantim: 1000,
      cardPaletteNumbers: [1, 2, 3],
      callSpeed: 5000,
      gameType: 'regular',
    });
    const money = freeGame({ bet: 1000, cardCount: 3, commissionRate: 2000 });
    // Nothing of the outcome before the win; the fee from the free game's planned profit, bonuses aside.
    expect(view).toMatchObject({
      gameType: 'free',
      isFreeGame: true,
      baseAmount: null,
      totalBonusAmount: 5000,
      payoutToWinner: null,
      profit: null,
      platformFee: startFee({ gameType: 'free', totalStakes: 3000, commissionRate: 2000 }),
    });
    expect((await drawOf(server, view.gameId)).plan).toMatchObject({
      payoutToWinner: money.payoutToWinner + 5000,
      profit: money.profit - 5000,
    });
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({ gameId: view.gameId, freeGame: { slotId: 'slot-1' } });
    const [stored] = await sqlEm(server.orm).execute<{ free_slot_id: string }[]>(
      'select free_slot_id from game where id = ?',
      [view.gameId],
    );
    expect(stored!.free_slot_id).toBe('slot-1');
  });
});
