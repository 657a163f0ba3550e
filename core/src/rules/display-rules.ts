/**
 * Room displays (docs/roles-and-accounts.md#room-displays): the pairing code's shape and limits,
 * shared by the server (which issues and checks codes) and the display page (which validates input).
 */

/** No 0/O, 1/I/L, 2/Z, 5/S, 8/B, G/6: read off a screen across a room without mistakes. */
export const PAIRING_CODE_ALPHABET = 'ACDEFHJKMNPRTUVWXY34679';
export const PAIRING_CODE_LENGTH = 6;
/** A code is good for ten minutes, once. */
export const PAIRING_CODE_TTL_MS = 10 * 60 * 1000;
/** Failed pairing attempts allowed per address within the window, then RATE_LIMITED. */
export const PAIRING_MAX_FAILURES = 10;
export const PAIRING_FAILURE_WINDOW_MS = 10 * 60 * 1000;
/** A display's own name, shown to the operator in the list of paired displays. */
export const DISPLAY_NAME_MAX_LENGTH = 64;

export const PAIRING_CODE_INVALID = 'This pairing code is not valid: ask the operator for a new one';
export const PAIRING_RATE_LIMITED = 'Too many wrong pairing codes from this address: wait a few minutes';
export const DISPLAY_NOT_FOUND = 'Display not found';
export const DISPLAY_TOKEN_INVALID = 'This display is no longer paired: enter a new code';

/** The code as typed (any case, spaces and dashes ignored), or null if it cannot be a code. */
export function normalizePairingCode(input: unknown): string | null {
  if (typeof input !== 'string' || input.length > 32) return null;
  const code = input.toUpperCase().replace(/[\s-]/g, '');
  if (code.length !== PAIRING_CODE_LENGTH) return null;
  for (const ch of code) if (!PAIRING_CODE_ALPHABET.includes(ch)) return null;
  return code;
}
