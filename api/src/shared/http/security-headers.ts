import type { Response } from 'express';
import helmet from 'helmet';

/** Strict by default: the app loads only its own scripts, fonts, audio and API. */
export const securityHeaders = helmet({
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
 * Lets one response's own inline scripts run, by their SHA-256 hashes ('sha256-…', e.g. the
 * first-visit shell's, api/src/web/shell.ts): any other inline script stays blocked.
 */
export function allowScriptHashes(res: Response, hashes: string[]): void {
  const policy = res.getHeader('Content-Security-Policy');
  if (typeof policy !== 'string' || hashes.length === 0) return;
  const sources = hashes.map((h) => `'${h}'`).join(' ');
  res.setHeader('Content-Security-Policy', policy.replace(/(^|;)(script-src [^;]*)/, `$1$2 ${sources}`));
}
