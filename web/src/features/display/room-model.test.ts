import { describe, expect, it } from 'vitest';
import { cardCells, labelNumber } from '@bingo/core';
import { cardFromCells, modelAtCall, modelFromFrame, shortCommitment } from './room-model';
import type { DisplayFrame, RecalledGame } from './operations';

const CARD = {
  paletteNumber: 7,
  numbers: {
    B: [1, 2, 3, 4, 5],
    I: [16, 17, 18, 19, 20],
    N: [31, 32, null, 34, 35],
    G: [46, 47, 48, 49, 50],
    O: [61, 62, 63, 64, 65],
  },
};
// Row 0 is complete after five calls: B1 I16 N31 G46 O61.
const ORDER = [1, 16, 31, 46, 61, 2, 17].map(labelNumber);

function recalled(extra: Partial<RecalledGame> = {}): RecalledGame {
  return {
    __typename: 'Game',
    gameId: 'g1',
    status: 'ENDED',
    hostId: 'h1',
    commitment: 'ab12cd34ef56'.padEnd(64, '0'),
    calledNumbers: ORDER,
    callSpeed: 3000,
    winningPatterns: ['any'],
    houseWin: false,
    winningCalls: 5,
    totalStakes: 3000,
    commissionRate: 0.2,
    freeAmount: 0,
    totalBonusAmount: 0,
    playingCards: [{ __typename: 'PlayedCard', ...CARD, numbers: { __typename: 'CardNumbers', ...CARD.numbers } }],
    claims: [
      { __typename: 'GameClaimRecord', cardNumber: 7, result: 'LOST', prefixLength: 3, pattern: null, payout: 0 },
      { __typename: 'GameClaimRecord', cardNumber: 7, result: 'WON', prefixLength: 5, pattern: 'any', payout: 2400 },
    ],
    ...extra,
  } as RecalledGame;
}

/** A live frame of a running game with the five row-0 calls out; `game` overrides its fields. */
function liveFrame(game: Partial<NonNullable<DisplayFrame['game']>>): DisplayFrame {
  return {
    __typename: 'DisplayFrame',
    hallName: 'Hall',
    hallCode: 'ABC234',
    language: null,
    voice: null,
    voicePackUrl: null,
    announcements: [],
    linkedJackpot: null,
    game: {
      __typename: 'DisplayGame',
      gameId: 'g1',
      commitment: 'c',
      calledNumbers: ORDER.slice(0, 5),
      paused: false,
      pauseReason: null,
      prizeSantim: 2400,
      winningPatterns: ['any'],
      houseWin: false,
      claim: null,
      ...game,
    },
  } as DisplayFrame;
}

describe('room model', () => {
  it('recall: the calls up to the step, each claim on its own call only, the winning cells lit, the prize on offer', () => {
    const before = modelAtCall(recalled(), 'Hall', 2, false).game!;
    expect(before.calls).toEqual([1, 16]);
    expect(before.claim).toBeNull();
    expect(before.prize).toBe(2400);
    expect(modelAtCall(recalled(), 'Hall', 3, false).game!.claim).toMatchObject({ isWinner: false, winningCells: [] });
    const won = modelAtCall(recalled(), 'Hall', 5, true).game!;
    expect(won.claim).toMatchObject({ cardNumber: 7, isWinner: true, pattern: 'any', payout: 2400 });
    expect(won.claim!.winningCells).toEqual([0, 1, 2, 3, 4]);
    // The next call hides the claim, as on the live display.
    expect(modelAtCall(recalled(), 'Hall', 6, false).game!.claim).toBeNull();
  });

  it('recall: a house win shows from its call on, not before', () => {
    const game = recalled({ houseWin: true, winningCalls: 6, claims: [] });
    expect(modelAtCall(game, 'Hall', 5, false).game!.houseWin).toBe(false);
    expect(modelAtCall(game, 'Hall', 6, false).game!.houseWin).toBe(true);
  });

  it('a claim card from the server’s 25 cells is the same card; the short commitment is 12 hex digits', () => {
    const card = cardFromCells(7, cardCells({ ...CARD, numbers: { ...CARD.numbers, N: [31, 32, 'FREE', 34, 35] } }))!;
    expect(card.numbers.N).toEqual([31, 32, 'FREE', 34, 35]);
    expect(card.numbers.O).toEqual([61, 62, 63, 64, 65]);
    expect(cardFromCells(7, [1, 2])).toBeNull();
    expect(shortCommitment('ab12cd34ef56'.padEnd(64, '0'))).toBe('ab12 cd34 ef56');
  });

  it('a live frame: labels become numbers, an unknown pattern name is dropped, a null house win is no win', () => {
    const model = modelFromFrame({
      hallName: 'Hall',
      hallCode: 'ABC234',
      language: null,
      voice: null,
      voicePackUrl: null,
      announcements: [],
      linkedJackpot: null,
      game: {
        gameId: 'g1',
        commitment: 'c',
        calledNumbers: ['B1', 'O75'],
        paused: false,
        pauseReason: null,
        prizeSantim: 100,
        winningPatterns: ['any', 'nonsense'],
        houseWin: null,
        claim: null,
      },
    });
    expect(model.game).toMatchObject({ calls: [1, 75], patterns: ['any'], houseWin: false, prize: 100 });
  });
  it('between games: the hall name and its announcements, no game on the screen', () => {
    const model = modelFromFrame({
      hallName: 'Abebe Hall',
      hallCode: 'ABC234',
      language: null,
      voice: null,
      voicePackUrl: null,
      announcements: [{ title: 'Tonight', body: 'Jackpot game at 8' }],
      linkedJackpot: null,
      game: null,
    });
    expect(model).toEqual({
      hallName: 'Abebe Hall',
      hallCode: 'ABC234',
      announcements: [{ title: 'Tonight', body: 'Jackpot game at 8' }],
      linkedJackpot: null,
      game: null,
    });
  });

  it("a linked hall's frame carries its pool and the hall that took it last", () => {
    const model = modelFromFrame({
      hallName: 'Abebe Hall',
      hallCode: 'ABC234',
      language: null,
      voice: null,
      voicePackUrl: null,
      announcements: [],
      linkedJackpot: { name: 'Grand', amountSantim: 12_345, lastWin: { hallName: 'Hawassa 2', amountSantim: 500 } },
      game: null,
    });
    expect(model.linkedJackpot).toEqual({
      name: 'Grand',
      amount: 12_345,
      lastWin: { hallName: 'Hawassa 2', amount: 500 },
    });
  });

  it('a game the server paused because no screen was connected says so; an operator pause does not', () => {
    expect(modelFromFrame(liveFrame({ paused: true, pauseReason: 'AUTO_PAUSE' })).game).toMatchObject({
      paused: true,
      autoPaused: true,
    });
    expect(modelFromFrame(liveFrame({ paused: true, pauseReason: 'PAUSE' })).game?.autoPaused).toBe(false);
    expect(modelFromFrame(liveFrame({ paused: false, pauseReason: 'AUTO_PAUSE' })).game?.autoPaused).toBe(false);
  });

  it('a live frame with a winning claim: the claimed card rebuilt from its cells, the winning cells lit, the payout', () => {
    const cells = cardCells({ ...CARD, numbers: { ...CARD.numbers, N: [31, 32, 'FREE', 34, 35] } });
    const frame = liveFrame({
      paused: true,
      claim: {
        cardNumber: 7,
        isWinner: true,
        pattern: 'any',
        payoutSantim: 2400,
        prefixLength: 5,
        cells,
        winningCells: [0, 1, 2, 3, 4],
      },
    });
    const game = modelFromFrame(frame).game!;
    expect(game.paused).toBe(true);
    expect(game.claim).toMatchObject({
      cardNumber: 7,
      isWinner: true,
      pattern: 'any',
      payout: 2400,
      winningCells: [0, 1, 2, 3, 4],
    });
    expect(game.claim!.card!.numbers.B).toEqual([1, 2, 3, 4, 5]);
    expect(game.claim!.card!.numbers.N[2]).toBe('FREE');
  });

  it('a live frame with a losing claim: not a winner, no pattern for a name the rules do not know, no card for short cells', () => {
    const frame = liveFrame({
      claim: {
        cardNumber: 12,
        isWinner: false,
        pattern: 'zigzag',
        payoutSantim: 0,
        prefixLength: 2,
        cells: [1, 2],
        winningCells: [],
      },
    });
    expect(modelFromFrame(frame).game!.claim).toEqual({
      cardNumber: 12,
      isWinner: false,
      pattern: null,
      payout: 0,
      card: null,
      winningCells: [],
      prefixLength: 2,
    });
  });

  it('recall: a claim on a card that did not play shows no card and lights nothing; recall has no announcements', () => {
    const game = recalled({
      claims: [{ cardNumber: 99, result: 'LOST', prefixLength: 4, pattern: null, payout: 0 }],
    });
    const model = modelAtCall(game, 'Hall', 4, true);
    expect(model.announcements).toEqual([]);
    expect(model.game).toMatchObject({ paused: true, calls: [1, 16, 31, 46] });
    expect(model.game!.claim).toMatchObject({ cardNumber: 99, isWinner: false, card: null, winningCells: [] });
  });
});
