// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { storeCards, storedCards } from './card-store';

const card = (n: number) => ({
  paletteNumber: n,
  numbers: {
    B: [1, 2, 3, 4, 5],
    I: [16, 17, 18, 19, 20],
    N: [31, 32, null, 34, 35],
    G: [46, 47, 48, 49, 50],
    O: [61, 62, 63, 64, 65],
  },
});

describe('cards kept on the device', () => {
  beforeEach(() => localStorage.clear());
  it('a stored set comes back for the same username only; a new answer replaces it', () => {
    storeCards('hawassa1', [card(1), card(2)]);
    expect(storedCards('hawassa1')?.map((c) => c.paletteNumber)).toEqual([1, 2]);
    expect(storedCards('demo')).toBeNull();
    storeCards('hawassa1', [card(7)]);
    expect(storedCards('hawassa1')?.map((c) => c.paletteNumber)).toEqual([7]);
  });
  it('nothing signed in, nothing stored, or something that is not a card list: none', () => {
    storeCards(null, [card(1)]);
    expect(storedCards(null)).toBeNull();
    localStorage.setItem('cards.x', '{"not":"cards"}');
    expect(storedCards('x')).toBeNull();
    localStorage.setItem('cards.y', 'not json');
    expect(storedCards('y')).toBeNull();
  });
});
