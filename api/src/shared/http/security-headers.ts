import type { RequestHandler, Response } from 'express';
import helmet from 'helmet';

/** Strict by default: the app loads only its own scripts, fonts, audio and API. */
const policy = helmet({
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // Mantine injects its CSS variables with inline <style> tags.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      mediaSrc: ["'self'", 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
  // Served over plain HTTP on a hall's LAN as often as over TLS: HSTS is the proxy's business.
  strictTransportSecurity: false,
});

/**
 * The headers `policy` sets, read once: with this configuration helmet sets the same fixed
 * headers on every response, and building them per request (the policy string, a dozen
 * middlewares) cost ~2.5% of the API's CPU in a whole-game run of bench:platform.
 */
export function headersOf(middleware: RequestHandler): [string, string][] {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: string) => void headers.set(name, String(value)),
    removeHeader: (name: string) => void headers.delete(name),
  };
  let done = false;
  middleware({} as never, recorder as never, () => (done = true));
  if (!done) throw new Error('the security headers middleware did not finish synchronously');
  return [...headers];
}

const HEADERS = headersOf(policy);

/** helmet's headers, as `policy` sets them, on every response. */
export const securityHeaders: RequestHandler = (_req, res, next) => {
  for (const [name, value] of HEADERS) res.setHeader(name, value);
  next();
};

/**
 * Lets one response's own inline scripts run, by their SHA-256 hashes ('sha256-…', e.g. the
 * first-visit shell's, api/src/web/shell.ts): any other inline script stays blocked.
 */
export function allowScriptHashes(res: Response, hashes: string[]): void {
  const policy = res.getHeader('Content-Security-Policy');
  if (typeof policy !== 'string' || hashes.length === 0) return;
  const sources = hashes.map((h) => `'${h}'`).join(' ');
  res.setHeader('Content-Security-Policy', policy.replace(/(^|;)(script-src [^;]*)/, `$1$2 ${sources}`));
}
