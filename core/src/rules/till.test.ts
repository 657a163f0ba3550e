import { describe, expect, it } from 'vitest';
import { countedSantim, payoutFlagged, tillCountProblem, tillSettingsProblem } from './till';

describe('till counts', () => {
  it('adds up whole counts of the denominations in santim', () => {
    const counts = [
      { birr: 200, count: 3 },
      { birr: 50, count: 1 },
      { birr: 1, count: 7 },
    ];
    expect(tillCountProblem(counts)).toBeNull();
    expect(countedSantim(counts)).toBe(65_700);
    expect(tillCountProblem([])).toBeNull();
  });

  it('names what is wrong: negative, fractional, unknown, twice, over the limit, not a list', () => {
    expect(tillCountProblem([{ birr: 10, count: -1 }])).toBe(
      'The count of 10 Birr must be a whole number of 0 or more, got -1',
    );
    expect(tillCountProblem([{ birr: 10, count: 0.5 }])).toMatch(/whole number/);
    expect(tillCountProblem([{ birr: 20, count: 1 }])).toMatch(/^20 Birr is not a denomination/);
    expect(
      tillCountProblem([
        { birr: 5, count: 1 },
        { birr: 5, count: 1 },
      ]),
    ).toBe('5 Birr is counted twice');
    expect(tillCountProblem([{ birr: 200, count: 500_001 }])).toBe('The count is above the limit of 100,000,000 Birr');
    expect(tillCountProblem('many')).toMatch(/list/);
    expect(tillCountProblem([null])).toMatch(/names a denomination/);
  });

  it('refuses till settings outside whole santim within the limit', () => {
    expect(tillSettingsProblem({ toleranceSantim: 0, payoutReviewSantim: null })).toBeNull();
    expect(tillSettingsProblem({ toleranceSantim: -1, payoutReviewSantim: null })).toMatch(/tolerance/);
    expect(tillSettingsProblem({ toleranceSantim: 0, payoutReviewSantim: 1.5 })).toMatch(/review threshold/);
  });
});

describe('payout review', () => {
  it('flags a cash out above the hall threshold only; equal passes, no threshold flags nothing', () => {
    expect(payoutFlagged(10_001, 10_000)).toBe(true);
    expect(payoutFlagged(10_000, 10_000)).toBe(false);
    expect(payoutFlagged(1_000_000, null)).toBe(false);
    expect(payoutFlagged(1, 0)).toBe(true);
  });
});
