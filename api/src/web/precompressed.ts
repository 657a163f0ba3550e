import fs from 'node:fs';
import path from 'node:path';
import type { Request, RequestHandler, Response } from 'express';

const ENCODINGS = [
  { name: 'br', ext: '.br' },
  { name: 'gzip', ext: '.gz' },
] as const;

/**
 * The build writes .br and .gz copies of each asset; this serves the best one the browser
 * accepts (a 3G hall connection loads a quarter of the bytes), else falls through to the
 * plain file. Only names inside `dir` are considered, so no path can escape it.
 */
export function precompressed(dir: string, cacheControl: string): RequestHandler {
  const root = path.resolve(dir);
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const file = path.resolve(root, `.${decodeURIComponentSafe(req.path)}`);
    if (!file.startsWith(root + path.sep)) return next();
    if (!sendPrecompressed(req, res, file, cacheControl)) next();
  };
}

/** Sends the best compressed copy of `file` the browser accepts; false when there is none. */
export function sendPrecompressed(req: Request, res: Response, file: string, cacheControl: string): boolean {
  const accepted = String(req.headers['accept-encoding'] ?? '');
  for (const encoding of ENCODINGS) {
    if (!new RegExp(`\\b${encoding.name}\\b`).test(accepted) || !fs.existsSync(file + encoding.ext)) continue;
    res.setHeader('Content-Encoding', encoding.name);
    res.vary('Accept-Encoding');
    res.setHeader('Cache-Control', cacheControl);
    res.type(path.extname(file));
    res.sendFile(file + encoding.ext, { headers: { 'Content-Type': res.get('Content-Type') } });
    return true;
  }
  return false;
}

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
