/**
 * Two-factor sign-in (docs/roles-and-accounts.md#two-factor-sign-in): TOTP per RFC 6238 with
 * 6 digits every 30 seconds, one step either side accepted; ten one-time recovery codes.
 */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
export const RECOVERY_CODE_COUNT = 10;

/** The answer when a second factor is needed and none (or a malformed one) was given. */
export const TWO_FACTOR_REQUIRED_MESSAGE = 'Enter the 6-digit code from your authenticator app or a recovery code';
export const TWO_FACTOR_INVALID_MESSAGE = 'Invalid two-factor code';
export const TWO_FACTOR_ENROLMENT_MESSAGE = 'Set up two-factor sign-in to continue';

/** A 6-digit authenticator code, spaces allowed ("123 456"). */
export function isTotpCode(code: string): boolean {
  return /^\d{6}$/.test(code.replace(/\s+/g, ''));
}

/** Recovery codes are shown as "xxxxx-xxxxx"; case, spaces and dashes do not matter when typed. */
export function normalizeRecoveryCode(code: string): string {
  return code.replace(/[\s-]+/g, '').toLowerCase();
}
