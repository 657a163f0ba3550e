import { describe, expect, it } from 'vitest';
import { drawCommitment, drawOrder, labelNumbers } from '@bingo/core';
import type { PublicGame } from './operations';
import { coreCards, nextRefreshMs, parseCardNumber, verification } from './verify-rules';
import { refFromPath } from './VerifyPage';

const SEED = 'ab'.repeat(32);
const game = (over: Partial<PublicGame>): PublicGame =>
  ({
    status: 'ACTIVE',
    commitment: drawCommitment(SEED),
    calledNumbers: [],
    seed: null,
    cards: null,
    nextCallAt: null,
    serverTime: '2026-11-24T10:00:00.000Z',
    ...over,
  }) as PublicGame;

describe('verification page rules', () => {
  it('reads the reference from /verify/<ref>', () => {
    expect(refFromPath('/verify/ABCD-EFGH')).toBe('ABCD-EFGH');
    expect(refFromPath('/verify/abc%20d/')).toBe('abc d');
    expect(refFromPath('/verify')).toBe('');
    expect(refFromPath('/verify/a/b')).toBe('');
  });

  it('asks again just after the next call is due, every 10 s while paused, never once ended', () => {
    expect(nextRefreshMs(game({ nextCallAt: '2026-11-24T10:00:03.000Z' }))).toBe(3400);
    expect(nextRefreshMs(game({ nextCallAt: '2026-11-24T10:00:00.100Z' }))).toBe(1000);
    expect(nextRefreshMs(game({}))).toBe(10_000);
    expect(nextRefreshMs(game({ status: 'ENDED' }))).toBeNull();
  });

  it('verifies only once the seed is revealed, with the core check', () => {
    expect(verification(game({}))).toBeNull();
    const calls = labelNumbers(drawOrder(SEED).slice(0, 5));
    expect(verification(game({ seed: SEED, calledNumbers: calls }))).toMatchObject({
      commitmentMatches: true,
      callsMatch: true,
    });
    expect(verification(game({ seed: SEED, calledNumbers: [calls[1]!, calls[0]!] }))?.callsMatch).toBe(false);
  });

  it("turns the API's cards into core cards (FREE centre) and reads typed card numbers", () => {
    const numbers = {
      B: [1, 2, 3, 4, 5],
      I: [16, 17, 18, 19, 20],
      N: [31, 32, null, 34, 35],
      G: [46, 47, 48, 49, 50],
      O: [61, 62, 63, 64, 65],
    };
    const [card] = coreCards(game({ cards: [{ paletteNumber: 9, house: false, numbers } as never] }));
    expect(card!.numbers.N).toEqual([31, 32, 'FREE', 34, 35]);
    expect(parseCardNumber(' 27 ')).toBe(27);
    for (const bad of ['', '0', '-3', '2.5', 'abc', '12345']) expect(parseCardNumber(bad)).toBeNull();
  });
});
