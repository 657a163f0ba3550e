import fs from 'node:fs';
import path from 'node:path';
import type { Request, Response } from 'express';

/** Names the build whose first-load files this browser has cached (set with the inline shell). */
const COOKIE = 'shell';
const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000;

export interface Shell {
  build: string;
  /** Absolute path of the inline variant of index.html. */
  file: string;
  /** 'sha256-…' sources of its inline scripts. */
  scriptSrc: string[];
}

/**
 * The inline first-visit variant of index.html that the web build writes with shell.json
 * (web/build/inline-shell.ts); null for a build without it (the normal index.html is served).
 */
export function readShell(distDir: string): Shell | null {
  const manifest = path.join(distDir, 'shell.json');
  if (!fs.existsSync(manifest)) return null;
  const { build, html, scriptSrc } = JSON.parse(fs.readFileSync(manifest, 'utf8')) as {
    build: string;
    html: string;
    scriptSrc: string[];
  };
  const file = path.join(distDir, path.basename(html));
  if (!fs.existsSync(file) || !/^[\w-]+$/.test(build) || !scriptSrc.every((s) => /^sha256-[\w+/=]+$/.test(s)))
    return null;
  return { build, file, scriptSrc };
}

/**
 * A browser without the cookie for this build has not cached this build's JS and CSS yet: it
 * gets them inside the HTML (one round trip instead of two on a slow hall network). The inline
 * page then prefetches the files, so later visits get the small normal HTML.
 */
export function needsShell(req: Request, shell: Shell): boolean {
  return cookie(req, COOKIE) !== shell.build;
}

export function rememberShell(res: Response, shell: Shell): void {
  res.cookie(COOKIE, shell.build, { httpOnly: true, sameSite: 'lax', path: '/', maxAge: ONE_YEAR_MS });
}

function cookie(req: Request, name: string): string | undefined {
  for (const pair of String(req.headers.cookie ?? '').split(';')) {
    const [key, ...value] = pair.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}
