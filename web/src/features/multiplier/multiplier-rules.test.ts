import { describe, expect, it } from 'vitest';
import {
  applyToAll,
  canStart,
  multiplierBp,
  parseStakes,
  selectedCards,
  setStake,
  startBlockReason,
  startInput,
  toggleCard,
  topPrize,
  totalStake,
  winningAmount,
} from './multiplier-rules';

describe('multiplier setup rules', () => {
  it('a card joins with the default stake and leaves on the second click; stakes only from the list', () => {
    let s = toggleCard({}, 12, 20);
    s = toggleCard(s, 3, 7); // not a listed stake: the default 10
    expect(s).toEqual({ 3: 10, 12: 20 });
    expect(selectedCards(s)).toEqual([3, 12]);
    expect(setStake(s, 3, 75)).toEqual({ 3: 75, 12: 20 });
    expect(setStake(s, 3, 80)).toBe(s);
    expect(setStake(s, 99, 50)).toBe(s);
    expect(applyToAll(s, 100)).toEqual({ 3: 100, 12: 100 });
    expect(toggleCard(s, 12, 20)).toEqual({ 3: 10 });
    expect(totalStake({ 3: 10, 12: 20, 40: 100 })).toBe(130);
  });

  it('multiplier = N x (1 - r) exactly; a card wins stake x multiplier, floored to the santim like the server', () => {
    expect(multiplierBp(3, 0.2)).toBe(24_000);
    expect(winningAmount(20, multiplierBp(3, 0.2))).toBe(48);
    expect(multiplierBp(7, 0.35)).toBe(45_500);
    expect(winningAmount(15, multiplierBp(7, 0.35))).toBe(68.25);
    expect(multiplierBp(3, null)).toBeNull();
    expect(winningAmount(20, null)).toBeNull();
  });

  it('the caller shows the top prize (highest stake x multiplier, santim), never which stake wins', () => {
    expect(topPrize([1000, 10000, 2000], 2.4)).toBe(24_000);
    expect(topPrize([1500, 500], 4.55)).toBe(6825);
    expect(topPrize([1000], null)).toBeNull();
    expect(topPrize([], 2.4)).toBeNull();
  });

  it('the stored map keeps only cards 1-100 with listed stakes', () => {
    expect(parseStakes('{"1":10,"100":100,"0":10,"101":10,"5":7,"x":10,"8":"20"}')).toEqual({ 1: 10, 100: 100 });
    expect(parseStakes('[1,2]')).toEqual({});
    expect(parseStakes('not json')).toEqual({});
    expect(parseStakes(null)).toEqual({});
  });

  it('Start needs a call speed, at least 2 cards and no request running', () => {
    expect(canStart({ speedMs: 5000, cardCount: 2, submitting: false })).toBe(true);
    expect(canStart({ speedMs: null, cardCount: 5, submitting: false })).toBe(false);
    expect(canStart({ speedMs: 5000, cardCount: 1, submitting: false })).toBe(false);
    expect(canStart({ speedMs: 5000, cardCount: 5, submitting: true })).toBe(false);
    expect(startBlockReason({ speedMs: null, cardCount: 0, submitting: false })).toBe('multiplier.setup.hintSpeed');
    expect(startBlockReason({ speedMs: 6000, cardCount: 1, submitting: false })).toBe('multiplier.setup.hintCards');
    expect(startBlockReason({ speedMs: 6000, cardCount: 2, submitting: false })).toBeNull();
  });

  it('the start input lists one stake per card (santim) in card order', () => {
    expect(startInput({ 40: 100, 3: 10, 12: 20 }, 7000, 'fullCard')).toEqual({
      gameType: 'multiplierBingo',
      cardPaletteNumbers: [3, 12, 40],
      stakesSantim: [1000, 2000, 10000],
      callSpeed: 7000,
      winningPatterns: ['fullCard'],
    });
    expect(startInput({ 1: 5, 2: 5 }, 5000, null).winningPatterns).toEqual(['any']);
  });
});
