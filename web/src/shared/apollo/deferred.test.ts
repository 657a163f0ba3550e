import type { ApolloClient } from '@apollo/client';
import { describe, expect, it, vi } from 'vitest';
import { loadApolloClient, setApolloClientLoader } from './deferred';

describe('loadApolloClient', () => {
  it('makes the client once with the loader the app set, and tries again after a failed load', async () => {
    const client = {} as ApolloClient;
    const load = vi
      .fn<() => Promise<ApolloClient>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(client);
    setApolloClientLoader(load);
    await expect(loadApolloClient()).rejects.toThrow('offline');
    expect(await loadApolloClient()).toBe(client);
    expect(await loadApolloClient()).toBe(client);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
