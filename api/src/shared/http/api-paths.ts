// The API's first path segments are core's: the web app's development proxy uses the same list.
import { API_PREFIXES } from '@bingo/core';

/**
 * Web app pages whose first segment is also an API prefix: the super admin's dashboard is /admin
 * while the REST paths live below /admin/. No REST call is the bare path, so opening or reloading
 * the page gets the web app, not a JSON 404.
 */
const WEB_PAGES: ReadonlySet<string> = new Set(['/admin', '/admin/']);

/**
 * Whether a request path is an API path, spelled as Express matches routes: case-insensitively
 * (its default), with or without a trailing slash, on the raw (not percent-decoded) path. A path
 * that escapes this check (`/%67raphql`) escapes Express's routes too, so it reaches no API handler.
 */
export function isApiPath(pathname: string): boolean {
  const lower = pathname.toLowerCase();
  if (WEB_PAGES.has(lower)) return false;
  const first = lower.split('/')[1] ?? '';
  return (API_PREFIXES as readonly string[]).includes(first);
}

/** The health checks answer every caller, a blocked address too (load balancers, Docker). */
export const UNGUARDED_PREFIXES: readonly string[] = ['healthz', 'readyz'];

/** The API prefixes the address block guards, as Express mount paths. */
export const GUARDED_MOUNTS: readonly string[] = API_PREFIXES.filter((p) => !UNGUARDED_PREFIXES.includes(p)).map(
  (p) => `/${p}`,
);
