import type { ConfigEnv, UserConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import { API_PREFIXES } from '@bingo/core';
import config from '../vite.config';

/** The development server's proxy, as `npm run dev -w web` resolves the config. */
function devProxyPatterns(): RegExp[] {
  const env: ConfigEnv = { command: 'serve', mode: 'development', isSsrBuild: false, isPreview: false };
  const resolved = (config as (env: ConfigEnv) => UserConfig)(env);
  return Object.keys(resolved.server?.proxy ?? {}).map((key) => new RegExp(key));
}

describe('the web development server', () => {
  it('proxies every API prefix the server answers to the API', () => {
    const patterns = devProxyPatterns();
    for (const prefix of API_PREFIXES) {
      for (const url of [`/${prefix}`, `/${prefix}/x`]) {
        expect(
          patterns.some((p) => p.test(url)),
          url,
        ).toBe(true);
      }
    }
  });

  it('leaves the web app its own pages', () => {
    const patterns = devProxyPatterns();
    for (const url of ['/', '/login', '/dashboard', '/display', '/verify/', '/games']) {
      expect(
        patterns.some((p) => p.test(url)),
        url,
      ).toBe(false);
    }
  });
});
