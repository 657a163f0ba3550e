import crypto from 'node:crypto';
import { HALL_CODE_LENGTH } from '@bingo/core';

/** Letters a player can read off paper without confusing them (no 0/O, 1/I/L, U). */
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';
/** Eight symbols of 30: about 39 bits, with the public lookups rate-limited, beyond guessing. */
export const CARD_CHECK_LENGTH = 8;

/**
 * The check code printed on a paper card (in its QR and as text): an HMAC of the card set and
 * palette number under the platform's card key, so a forged or mistyped card is told apart from a
 * real one without the database holding anything per printed sheet.
 */
export class CardChecks {
  private readonly key: Uint8Array;

  /**
   * `cardCheckSecret` (CARD_CHECK_SECRET) when set, so printed cards outlive a rotated session
   * secret; otherwise a key derived from the server secret under its own label.
   */
  constructor(serverSecret: Uint8Array, cardCheckSecret?: string) {
    this.key = cardCheckSecret
      ? new TextEncoder().encode(cardCheckSecret)
      : crypto.createHmac('sha256', serverSecret).update('bingo/card-check/v1').digest();
  }

  code(cardSetId: number, palette: number): string {
    return this.letters(`${cardSetId}/${palette}`, CARD_CHECK_LENGTH);
  }

  /**
   * A hall's public code (the room display's "follow your card" QR, typed on the card page): six
   * letters of the same alphabet from the host's id under the same key, so it needs no column and
   * stays the same as long as the printed cards' checks do.
   */
  hallCode(hostId: string): string {
    return this.letters(`hall/${hostId}`, HALL_CODE_LENGTH);
  }

  private letters(text: string, length: number): string {
    const mac = crypto.createHmac('sha256', this.key).update(text).digest();
    // 48 bits read as one number and written in base 30: the digits are uniform to within 2^-8.
    let n = mac.readUIntBE(0, 6);
    let out = '';
    for (let i = 0; i < length; i++) {
      out += ALPHABET[n % ALPHABET.length];
      n = Math.floor(n / ALPHABET.length);
    }
    return out;
  }

  /** Case-insensitive, compared in constant time. */
  matches(cardSetId: number, palette: number, check: string): boolean {
    const expected = Buffer.from(this.code(cardSetId, palette));
    const given = Buffer.from(check.trim().toUpperCase());
    return given.length === expected.length && crypto.timingSafeEqual(given, expected);
  }
}
