import { type Card, evaluateCard, generateCardSet } from '@bingo/core';
import { describe, expect, it } from 'vitest';
import { PackedFaces } from './packed-faces';

// A running game's hall cards as the claim cache holds them: packed, each face must come back
// exactly as played (the claim is judged on it and answered with it).

describe('packed faces', () => {
  const cards = generateCardSet('packed-faces', 150);

  it('give back every card exactly as played, FREE centre included, whatever order they came in', () => {
    const packed = new PackedFaces([...cards].reverse());
    expect(packed.size).toBe(150);
    for (const card of cards) {
      const face = packed.get(card.paletteNumber);
      expect(face).toEqual(card);
      // Key order too: a card is answered as JSON (B I N G O, top to bottom).
      expect(JSON.stringify(face)).toBe(JSON.stringify({ paletteNumber: card.paletteNumber, numbers: card.numbers }));
    }
    expect(packed.get(cards[0]!.paletteNumber)!.numbers.N[2]).toBe('FREE');
  });

  it('know no card that is not in the game, and judge a claim as the unpacked face would', () => {
    const hall = cards.filter((_, i) => i % 3 !== 0);
    const packed = new PackedFaces(hall);
    for (const left of cards.filter((_, i) => i % 3 === 0)) expect(packed.get(left.paletteNumber)).toBeUndefined();
    expect(packed.get(0)).toBeUndefined();
    expect(packed.get(1_000_000)).toBeUndefined();
    const order = Array.from({ length: 75 }, (_, i) => ((i * 29) % 75) + 1);
    for (const card of hall.slice(0, 20))
      expect(evaluateCard(packed.get(card.paletteNumber)!, ['rows', 'fullCard'], order.slice(0, 40))).toEqual(
        evaluateCard(card, ['rows', 'fullCard'], order.slice(0, 40)),
      );
  });

  it('refuse a cell that is not a ball rather than keep it wrong', () => {
    const bad: Card = { ...cards[0]!, numbers: { ...cards[0]!.numbers, O: [61, 62, 63, 64, 300] } };
    expect(() => new PackedFaces([bad])).toThrow(/300 is not a ball/);
  });
});
