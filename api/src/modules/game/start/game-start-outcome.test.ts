import { type CardGameResult, houseGame, multiplierGame, regularGame } from '@bingo/core';
import { describe, expect, it } from 'vitest';
import { startOutcome } from './game-start-outcome';
import type { StartPlan } from './game-start-plan';

// The outcome a start stores as its plan decides who is paid: the first completing call, and every
// card completing on it, in the order the cards were played.

const done = (paletteNumber: number, call: number | null): CardGameResult => ({
  paletteNumber,
  earliest: call === null ? null : { pattern: 'any', completedAtCall: call, cells: [] },
  byPattern: [call],
});

const plan = (over: Partial<StartPlan> = {}): StartPlan => ({
  gameType: 'regular',
  cardNumbers: [4, 9, 2],
  stakes: [1000, 1000, 1000],
  betSantim: 1000,
  patterns: ['any'],
  callSpeedMs: 3000,
  houseCardCount: 0,
  isJackpotGame: false,
  ...over,
});

const args = { houseResults: [], commissionRateBp: 2000, freeShareBp: undefined };

describe('startOutcome', () => {
  it('a regular game: the earliest completion wins, ties go to the card played first; the money is the core rule', () => {
    const { outcome, money } = startOutcome({
      ...args,
      gameType: 'regular',
      plan: plan(),
      hallResults: [done(4, 30), done(9, 12), done(2, 12)],
    });
    expect(outcome).toEqual({ houseWin: false, winningCard: 9, winningCalls: 12 });
    expect(money).toEqual(regularGame({ bet: 1000, cardCount: 3, commissionRate: 2000 }));
  });

  it('no card ever completes: no winner, no call', () => {
    const { outcome } = startOutcome({
      ...args,
      gameType: 'regular',
      plan: plan(),
      hallResults: [done(4, null), done(9, null), done(2, null)],
    });
    expect(outcome).toEqual({ houseWin: false, winningCard: null, winningCalls: null });
  });

  it('a house game: a house card completing strictly first wins for the house', () => {
    // Hall cards complete on calls 20, 25 and 30; one house card completes on `houseCall`.
    const houseStart = (houseCall: number) =>
      startOutcome({
        ...args,
        gameType: 'house',
        plan: plan({ gameType: 'house', houseCardCount: 1 }),
        hallResults: [done(4, 20), done(9, 25), done(2, 30)],
        houseResults: [done(77, houseCall)],
      });
    const houseMoney = (houseWin: boolean) =>
      houseGame({ bet: 1000, hallCardCount: 3, houseCardCount: 1, commissionRate: 2000, houseWin });
    const house = houseStart(19);
    expect(house.outcome).toEqual({ houseWin: true, winningCard: 77, winningCalls: 19 });
    expect(house.money).toEqual(houseMoney(true));
    const tie = houseStart(20);
    expect(tie.outcome).toEqual({ houseWin: false, winningCard: 4, winningCalls: 20 });
    expect(tie.money).toEqual(houseMoney(false));
  });

  it('multiplier bingo: every card completing on the first call is paid its own stake times the multiplier', () => {
    const stakes = [1000, 2000, 5000];
    const { outcome, money } = startOutcome({
      ...args,
      gameType: 'multiplierBingo',
      plan: plan({ gameType: 'multiplierBingo', stakes, betSantim: null }),
      hallResults: [done(4, 30), done(9, 15), done(2, 15)],
    });
    expect(outcome).toEqual({ houseWin: false, winningCard: 9, winningCalls: 15 });
    expect(money).toEqual(multiplierGame({ stakes, commissionRate: 2000, winners: [1, 2] }));
  });
});
