import { birrToSantim } from '@bingo/core';

/** "adama, adama2 ,," → ["adama", "adama2"]: the prefixes field as the API takes it. */
export function parsePrefixes(text: string): string[] {
  return [
    ...new Set(
      text
        .split(',')
        .map((p) => p.trim().toLowerCase())
        .filter(Boolean),
    ),
  ];
}

/** The route field: no leading or trailing "/", empty means none (the server checks the rest). */
export function parseRouteSlug(text: string): string | null {
  const slug = text.trim().replace(/^\/+|\/+$/g, '');
  return slug === '' ? null : slug;
}

/**
 * A signed Birr amount as santim, or null when it is not a non-zero number with at most 2
 * decimals (the server refuses those too, docs/games-and-money.md#wallet).
 */
export function signedBirrToSantim(value: number | string): number | null {
  const text = String(value).trim();
  const amount = Number(text);
  if (text === '' || !Number.isFinite(amount) || amount === 0) return null;
  try {
    return Math.sign(amount) * birrToSantim(Math.abs(amount));
  } catch {
    return null; // more than 2 decimals (core's rule)
  }
}
