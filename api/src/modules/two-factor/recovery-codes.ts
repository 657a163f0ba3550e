import crypto from 'node:crypto';
import { RECOVERY_CODE_COUNT, normalizeRecoveryCode } from '@bingo/core';

/** Letters and digits that cannot be misread for each other (no 0/o, 1/l/i). */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Ten fresh codes as shown to the user once: "xxxxx-xxxxx" (10 characters from 31: ~50 bits). */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: 10 }, () => ALPHABET[crypto.randomInt(ALPHABET.length)]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** What is stored: the SHA-256 of the normalised code, bound to the account so equal codes never collide. */
export function recoveryCodeHash(accountId: string, code: string): string {
  return crypto
    .createHash('sha256')
    .update(`${accountId}:${normalizeRecoveryCode(code)}`)
    .digest('hex');
}
