import { describe, expect, it } from 'vitest';
import { countLines, emptyCount, fieldsSantim, wholeOnly } from './denomination-count';

describe('the denomination counter', () => {
  it('keeps whole numbers only: no sign, no decimal point, no letters', () => {
    expect(wholeOnly('-3')).toBe('3');
    expect(wholeOnly('2.5')).toBe('25');
    expect(wholeOnly('007x')).toBe('7');
    expect(wholeOnly('')).toBe('');
  });

  it('sends every denomination (empty counts 0) and totals in santim', () => {
    const fields = { ...emptyCount(), 100: '5', 10: '3', 1: '' };
    expect(countLines(fields)).toEqual([
      { birr: 200, count: 0 },
      { birr: 100, count: 5 },
      { birr: 50, count: 0 },
      { birr: 10, count: 3 },
      { birr: 5, count: 0 },
      { birr: 1, count: 0 },
    ]);
    expect(fieldsSantim(fields)).toBe(53000);
  });
});
