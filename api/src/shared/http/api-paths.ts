/**
 * First path segments that belong to the API (REST compatibility paths of both specifications,
 * GraphQL, health). The web app's fallback never answers these; unknown ones get a JSON 404.
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

/**
 * Web app pages whose first segment is also an API prefix: the super admin's dashboard is /admin
 * while the REST paths live below /admin/. No REST call is the bare path, so opening or reloading
 * the page gets the web app, not a JSON 404.
 */
const WEB_PAGES: ReadonlySet<string> = new Set(['/admin', '/admin/']);

export function isApiPath(pathname: string): boolean {
  if (WEB_PAGES.has(pathname)) return false;
  const first = pathname.split('/')[1] ?? '';
  return (API_PREFIXES as readonly string[]).includes(first);
}
