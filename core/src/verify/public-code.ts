import { RuleError, describeValue } from '../rule-errors';

/**
 * A game's short public code (docs/fairness.md#verifying): 8 characters from an alphabet without
 * the look-alikes 0/O, 1/I/L and U/V, so it can be read off a TV or a receipt and typed on a phone.
 * 29^8 ≈ 5 × 10^11 codes; the server draws one at start with a secure generator and keeps it unique.
 */
export const PUBLIC_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTWXYZ';
export const PUBLIC_CODE_LENGTH = 8;

const PUBLIC_CODE = new RegExp(`^[${PUBLIC_CODE_ALPHABET}]{${PUBLIC_CODE_LENGTH}}$`);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const GAME_REF_MESSAGE = `Give a game id or its ${PUBLIC_CODE_LENGTH}-character public code.`;

/**
 * A code from random bytes by rejection sampling (no bias): bytes at or above the largest multiple
 * of the alphabet's size are skipped. `randomBytes` must be a cryptographically secure source.
 */
export function newPublicCode(randomBytes: (n: number) => Uint8Array): string {
  const n = PUBLIC_CODE_ALPHABET.length;
  const limit = 256 - (256 % n);
  let code = '';
  while (code.length < PUBLIC_CODE_LENGTH) {
    const bytes: unknown = randomBytes(16);
    if (!(bytes instanceof Uint8Array) || bytes.length === 0)
      throw new RuleError('INVALID_RANDOM', `The random source must return bytes, got ${describeValue(bytes)}.`);
    for (const b of bytes) {
      if (b < limit && code.length < PUBLIC_CODE_LENGTH) code += PUBLIC_CODE_ALPHABET[b % n];
    }
  }
  return code;
}

/** Typed input as a code: upper case, spaces and dashes dropped; null when it is not one. */
export function normalizePublicCode(input: string): string | null {
  const code = input.replace(/[\s-]/g, '').toUpperCase();
  return PUBLIC_CODE.test(code) ? code : null;
}

/** "ABCD-EFGH": easier to read aloud and to copy. */
export function formatPublicCode(code: string): string {
  return code.length === PUBLIC_CODE_LENGTH ? `${code.slice(0, 4)}-${code.slice(4)}` : code;
}

export type GameRef = { kind: 'id'; id: string } | { kind: 'code'; code: string };

/** A verification reference: a game id (UUID) or a public code; null when it is neither. */
export function parseGameRef(input: unknown): GameRef | null {
  if (typeof input !== 'string' || input.length > 64) return null;
  const trimmed = input.trim();
  if (UUID.test(trimmed)) return { kind: 'id', id: trimmed.toLowerCase() };
  const code = normalizePublicCode(trimmed);
  return code ? { kind: 'code', code } : null;
}
