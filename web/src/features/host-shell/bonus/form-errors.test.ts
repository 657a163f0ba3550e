import { describe, expect, it } from 'vitest';
import { problemErrors } from './form-errors';

describe('problemErrors', () => {
  it('translates each field problem with its values and leaves fields without one out', () => {
    const t = (key: string, values: Record<string, number | string>) => `${key}${JSON.stringify(values)}`;
    const errors = problemErrors<{ name: string; bonusValue: number; minPlayers: number }>(
      { name: { key: 'hs.bonus.err.required' }, bonusValue: { key: 'hs.bonus.err.max', values: { max: 100 } } },
      t,
    );
    expect(errors).toEqual({ name: 'hs.bonus.err.required{}', bonusValue: 'hs.bonus.err.max{"max":100}' });
  });
});
