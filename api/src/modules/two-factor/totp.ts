import { generateSecret, generateURI, verify } from 'otplib';
import { TOTP_DIGITS, TOTP_PERIOD_SECONDS } from '@bingo/core';

/** The issuer authenticator apps show beside the username. */
export const TOTP_ISSUER = 'Bingo Hall';

/** A new random secret (20 bytes, base32), as authenticator apps expect. */
export function newTotpSecret(): string {
  return generateSecret();
}

/** The otpauth:// URI the QR code carries (RFC 6238: SHA-1, 6 digits, 30 s). */
export function otpauthUri(username: string, secret: string): string {
  return generateURI({
    issuer: TOTP_ISSUER,
    label: username,
    secret,
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
  });
}

/**
 * The time step a code matches (the current one or one either side, for clock drift), or null.
 * A step at or before `afterTimeStep` is refused: a code works once.
 */
export async function matchTotp(secret: string, code: string, afterTimeStep: number | null): Promise<number | null> {
  const result = await verify({
    secret,
    token: code,
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    epochTolerance: TOTP_PERIOD_SECONDS,
    ...(afterTimeStep === null ? {} : { afterTimeStep }),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}
