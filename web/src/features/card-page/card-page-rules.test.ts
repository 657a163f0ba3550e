import { describe, expect, it } from 'vitest';
import type { Card } from '@bingo/core';
import { cardFromPath, cardProgress, withCard, type FollowedCard } from './card-page-rules';

const card: Card = {
  paletteNumber: 47,
  numbers: {
    B: [1, 2, 3, 4, 5],
    I: [16, 17, 18, 19, 20],
    N: [31, 32, 'FREE', 34, 35],
    G: [46, 47, 48, 49, 50],
    O: [61, 62, 63, 64, 65],
  },
};
const followed = (paletteNumber: number): FollowedCard => ({ cardSetId: 1, paletteNumber, card });

describe('the card page rules', () => {
  it('reads a printed card from its QR address and nothing else', () => {
    expect(cardFromPath('/c/1/47/ABCD2345')).toEqual({ cardSetId: 1, paletteNumber: 47, check: 'ABCD2345' });
    expect(cardFromPath('/c/1/47/ABCD2345/')).toEqual({ cardSetId: 1, paletteNumber: 47, check: 'ABCD2345' });
    expect(cardFromPath('/c')).toBeNull();
    expect(cardFromPath('/c/1/0/ABCD')).toBeNull();
    expect(cardFromPath('/c/x/47/ABCD')).toBeNull();
  });

  it('keeps at most four cards, the same card once', () => {
    let cards: FollowedCard[] = [];
    for (const n of [1, 2, 3, 4]) cards = withCard(cards, followed(n))!;
    expect(withCard(cards, followed(5))).toBeNull();
    expect(withCard(cards, followed(3))!.map((c) => c.paletteNumber)).toEqual([1, 2, 4, 3]);
  });

  it('marks the calls made and finds the Bingo only at the completing call', () => {
    const row = ['B1', 'I16', 'N31', 'G46'];
    const before = cardProgress(card, row, ['rows']);
    expect(before.bingo).toBeNull();
    expect(before.marked).toBe(0b1111 | (1 << 12)); // the top row's first four and the FREE centre
    const after = cardProgress(card, [...row, 'O61'], ['rows']);
    expect(after.bingo).toEqual({ pattern: 'rows', cells: [0, 1, 2, 3, 4] });
    expect(cardProgress(card, [...row, 'O61'], ['nonsense']).bingo).toBeNull();
  });
});
