import type { RequestHandler } from 'express';
import { refuse } from '../errors/app-error';

const MAX_WALK = 100_000;
/** A UTF-16 surrogate without its partner: not encodable as UTF-8. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The first string in a JSON value that PostgreSQL cannot store, as a path, or null. */
export function findUnstorableText(value: unknown, path = '$'): string | null {
  let visited = 0;
  const walk = (v: unknown, p: string): string | null => {
    if (++visited > MAX_WALK) return null; // body size is capped already; don't spend unbounded time
    if (typeof v === 'string') return v.includes('\u0000') || LONE_SURROGATE.test(v) ? p : null;
    if (Array.isArray(v)) {
      for (let i = 0; i < v.length; i++) {
        const hit = walk(v[i], `${p}[${i}]`);
        if (hit) return hit;
      }
      return null;
    }
    if (v && typeof v === 'object') {
      for (const [k, inner] of Object.entries(v)) {
        const hit = walk(k, p) ?? walk(inner, `${p}.${k}`);
        if (hit) return hit;
      }
    }
    return null;
  };
  return walk(value, path);
}

/**
 * Text PostgreSQL refuses (a NUL character, a lone UTF-16 surrogate) is refused at the door
 * with a 400 for both transports, instead of failing deep inside a transaction.
 */
export const rejectUnstorableText: RequestHandler = (req, _res, next) => {
  const where = findUnstorableText(req.body, 'body') ?? findUnstorableText(req.query, 'query');
  if (where) return next(refuse('TEXT_NOT_CLEAN', { where }));
  next();
};
