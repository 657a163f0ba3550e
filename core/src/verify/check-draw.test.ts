import { describe, expect, it } from 'vitest';
import { drawCommitment } from '../draw/draw';
import { checkDraw } from './check-draw';

const ZERO = '00'.repeat(32);
// docs/fairness.md#commitment: the test vector.
const FIRST_TEN = ['N37', 'I29', 'O70', 'B11', 'O67', 'I18', 'O69', 'G53', 'I24', 'B10'];

describe('checkDraw: the two verification checks, apart', () => {
  it('verifies the documented test vector', () => {
    const check = checkDraw(ZERO, drawCommitment(ZERO), FIRST_TEN);
    expect(check).toMatchObject({
      seedWellFormed: true,
      commitmentMatches: true,
      callsMatch: true,
      firstMismatch: null,
    });
    expect(check.order).toHaveLength(75);
    expect(check.order.slice(0, 10)).toEqual(FIRST_TEN);
    expect(checkDraw(ZERO, drawCommitment(ZERO), check.order).callsMatch).toBe(true);
    expect(checkDraw(ZERO, drawCommitment(ZERO), []).callsMatch).toBe(true);
  });

  it('says which check fails: a changed seed breaks the commitment, a swapped call the order', () => {
    const otherSeed = '01' + ZERO.slice(2);
    expect(checkDraw(otherSeed, drawCommitment(ZERO), FIRST_TEN)).toMatchObject({
      commitmentMatches: false,
      callsMatch: false,
    });
    const swapped = [...FIRST_TEN];
    [swapped[3], swapped[4]] = [swapped[4]!, swapped[3]!];
    expect(checkDraw(ZERO, drawCommitment(ZERO), swapped)).toMatchObject({
      commitmentMatches: true,
      callsMatch: false,
      firstMismatch: 4,
    });
    expect(checkDraw(ZERO, drawCommitment(ZERO).toUpperCase(), FIRST_TEN).commitmentMatches).toBe(true);
  });

  it('answers "no match", never throws, for malformed input', () => {
    expect(checkDraw('zz', 'x', FIRST_TEN)).toMatchObject({ seedWellFormed: false, callsMatch: false, order: [] });
    expect(checkDraw(null, null, []).commitmentMatches).toBe(false);
    const tooMany = [...checkDraw(ZERO, '', []).order, 'B1'];
    expect(checkDraw(ZERO, drawCommitment(ZERO), tooMany)).toMatchObject({ callsMatch: false, firstMismatch: 76 });
    expect(checkDraw(ZERO, drawCommitment(ZERO), 'N37' as never).callsMatch).toBe(false);
  });
});
