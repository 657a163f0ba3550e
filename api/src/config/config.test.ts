import { describe, expect, it } from 'vitest';
import { ACCOUNT_CACHE_DEFAULT_MS, CALL_TICK_DEFAULT_MS, loadConfig } from './config';

describe('CALL_TICK_MS', () => {
  it('defaults to the send grid of docs/fairness.md#live-ticks; 0 sends each call at its own instant', () => {
    expect(loadConfig({}).callTickMs).toBe(CALL_TICK_DEFAULT_MS);
    expect(loadConfig({ CALL_TICK_MS: '0' }).callTickMs).toBe(0);
    expect(loadConfig({ CALL_TICK_MS: '100' }).callTickMs).toBe(100);
  });

  it('refuses a value that is not a whole number of milliseconds up to 250', () => {
    for (const bad of ['-1', '251', '12.5', 'soon']) {
      expect(() => loadConfig({ CALL_TICK_MS: bad })).toThrow(/CALL_TICK_MS must be 0-250 ms/);
    }
  });
});

describe('ACCOUNT_CACHE_MS', () => {
  it('defaults to a minute (docs/roles-and-accounts.md#account-checks); 0 reads the account on every request', () => {
    expect(loadConfig({}).actorCacheMs).toBe(ACCOUNT_CACHE_DEFAULT_MS);
    expect(loadConfig({ ACCOUNT_CACHE_MS: '0' }).actorCacheMs).toBe(0);
    expect(loadConfig({ ACCOUNT_CACHE_MS: '300000' }).actorCacheMs).toBe(300_000);
  });

  it('refuses a value that is not a whole number of milliseconds up to five minutes', () => {
    for (const bad of ['-1', '300001', '1.5', 'forever']) {
      expect(() => loadConfig({ ACCOUNT_CACHE_MS: bad })).toThrow(/ACCOUNT_CACHE_MS must be 0-300000 ms/);
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
