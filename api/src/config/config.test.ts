import { describe, expect, it } from 'vitest';
import { ACCOUNT_CACHE_DEFAULT_MS, CALL_TICK_DEFAULT_MS, loadConfig } from './config';

describe.each([
  // The send grid of docs/fairness.md#live-ticks; 0 sends each call at its own instant.
  { name: 'CALL_TICK_MS', key: 'callTickMs', fallback: CALL_TICK_DEFAULT_MS, max: 250 },
  // docs/roles-and-accounts.md#account-checks; 0 reads the account on every request.
  { name: 'ACCOUNT_CACHE_MS', key: 'actorCacheMs', fallback: ACCOUNT_CACHE_DEFAULT_MS, max: 300_000 },
] as const)('$name', ({ name, key, fallback, max }) => {
  it('defaults when unset; takes 0 and the maximum', () => {
    expect(loadConfig({})[key]).toBe(fallback);
    expect(loadConfig({ [name]: '0' })[key]).toBe(0);
    expect(loadConfig({ [name]: String(max) })[key]).toBe(max);
  });

  it('refuses a value that is not a whole number of milliseconds up to the maximum', () => {
    for (const bad of ['-1', String(max + 1), '12.5', 'soon']) {
      expect(() => loadConfig({ [name]: bad })).toThrow(new RegExp(`${name} must be 0-${max} ms`));
    }
  });
});

describe('PG_PREPARED_STATEMENTS', () => {
  it('is on unless turned off (for a pooler that cannot keep prepared statements); anything else is refused', () => {
    expect(loadConfig({}).preparedStatements).toBe(true);
    expect(loadConfig({ PG_PREPARED_STATEMENTS: 'OFF' }).preparedStatements).toBe(false);
    expect(loadConfig({ PG_PREPARED_STATEMENTS: 'on' }).preparedStatements).toBe(true);
    expect(() => loadConfig({ PG_PREPARED_STATEMENTS: 'no' })).toThrow(/PG_PREPARED_STATEMENTS must be "on" or "off"/);
  });
});
