/**
 * First path segments that belong to the API (REST compatibility paths of both specifications,
 * GraphQL, health). The web app's fallback never answers these; unknown ones get a JSON 404.
 */
export const API_PREFIXES = [
  'api', 'admin', 'card', 'game', 'bonus', 'free-game', 'current', 'inspect', 'v2', 'graphql', 'healthz', 'readyz',
] as const;

export function isApiPath(pathname: string): boolean {
  const first = pathname.split('/')[1] ?? '';
  return (API_PREFIXES as readonly string[]).includes(first);
}
