import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectRuleError } from '../testing/expect-rule-error';
import { labelNumber, parseCalledNumber, parseCalledNumbers } from './labels';

describe('labels', () => {
  it('labels each number with its column letter', () => {
    expect(labelNumber(1)).toBe('B1');
    expect(labelNumber(15)).toBe('B15');
    expect(labelNumber(16)).toBe('I16');
    expect(labelNumber(40)).toBe('N40');
    expect(labelNumber(46)).toBe('G46');
    expect(labelNumber(75)).toBe('O75');
  });

  it('parses every label back to its number', () => {
    for (let n = 1; n <= 75; n++) expect(parseCalledNumber(labelNumber(n))).toBe(n);
  });

  it('rejects numbers outside 1-75 when labelling', () => {
    for (const bad of [0, 76, 2.5, Number.NaN]) expectRuleError(() => labelNumber(bad), 'NUMBER_OUT_OF_RANGE');
  });

  it('rejects a wrong letter for the number, naming the label', () => {
    expectRuleError(() => parseCalledNumber('B16'), 'INVALID_CALLED_NUMBER', 'B16', 'column B');
    expectRuleError(() => parseCalledNumber('O5'), 'INVALID_CALLED_NUMBER', 'O5', 'column O');
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 75 }), fc.constantFrom('B', 'I', 'N', 'G', 'O'), (n, letter) => {
        fc.pre(labelNumber(n)[0] !== letter);
        expectRuleError(() => parseCalledNumber(`${letter}${n}`), 'INVALID_CALLED_NUMBER');
      }),
    );
  });

  it('rejects malformed labels', () => {
    for (const bad of ['B0', 'O76', 'b5', 'B05', ' B5', 'B5 ', 'X5', 'B', '5', '', 5, null, ['B5']]) {
      expectRuleError(() => parseCalledNumber(bad), 'INVALID_CALLED_NUMBER');
    }
  });

  it('parses a list of calls and rejects repeats', () => {
    expect(parseCalledNumbers(['B5', 'N40', 'O75'])).toEqual([5, 40, 75]);
    expect(parseCalledNumbers([])).toEqual([]);
    expectRuleError(() => parseCalledNumbers(['B5', 'N40', 'B5']), 'INVALID_DRAW', 'B5');
    expectRuleError(() => parseCalledNumbers('B5'), 'INVALID_CALLED_NUMBER');
  });
});
