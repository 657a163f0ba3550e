/**
 * First path segments that belong to the API (REST compatibility paths of both specifications,
 * GraphQL, health). The server's web fallback never answers these, and the web app's development
 * server (web/vite.config.ts) proxies exactly these to the API: one list for both. No imports, so
 * the Vite config can load this file on its own.
 */
export const API_PREFIXES = [
  'api',
  'admin',
  'card',
  'game',
  'bonus',
  'free-game',
  'current',
  'inspect',
  'v2',
  'graphql',
  'healthz',
  'readyz',
] as const;
