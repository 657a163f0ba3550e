/**
 * The public card page (docs/screens.md#card-page): a printed card looked up by its QR, a hall
 * followed by its code. Shared by the server (which checks and limits) and the card page (which
 * validates what a player types before asking).
 */

/** Letters a player can read off a TV or paper without confusing them (the card check's alphabet). */
export const HALL_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';
export const HALL_CODE_LENGTH = 6;
/** A printed card's check code: eight letters of the same alphabet (api card-check.ts). */
export const CARD_CHECK_CODE_LENGTH = 8;
/** Cards one phone follows at once. */
export const FOLLOWED_CARDS_MAX = 4;
/** Followers of one hall on one API instance unless FOLLOWERS_PER_HALL says otherwise. */
export const FOLLOWERS_PER_HALL_DEFAULT = 500;

/**
 * Why a card page request was refused (`details.reason` beside the English message): the page
 * words each in the player's language. Wrong check codes say nothing more than NOT_A_CARD.
 */
export const CARD_PAGE_REASONS = [
  'NOT_A_CARD',
  'UNKNOWN_HALL',
  'PALETTE_OUTSIDE_SET',
  'MALFORMED',
  'TOO_MANY_CARDS',
  'HALL_FULL',
  'TOO_MANY_REQUESTS',
] as const;
export type CardPageReason = (typeof CARD_PAGE_REASONS)[number];

export const CARD_PAGE_MESSAGES: Record<CardPageReason, string> = {
  NOT_A_CARD: 'This is not a card of this hall',
  UNKNOWN_HALL: 'No hall has this code: check the code on the room display',
  PALETTE_OUTSIDE_SET: 'This card number is not in the card set',
  MALFORMED: 'This card address is not valid',
  TOO_MANY_CARDS: `A phone follows at most ${FOLLOWED_CARDS_MAX} cards`,
  HALL_FULL: 'Too many phones follow this hall right now: try again in a moment',
  TOO_MANY_REQUESTS: 'Too many requests: wait a moment',
};

/** The hall code as typed (any case, spaces and dashes ignored), or null if it cannot be one. */
export function normalizeHallCode(input: unknown): string | null {
  if (typeof input !== 'string' || input.length > 32) return null;
  const code = input.toUpperCase().replace(/[\s-]/g, '');
  if (code.length !== HALL_CODE_LENGTH) return null;
  for (const ch of code) if (!HALL_CODE_ALPHABET.includes(ch)) return null;
  return code;
}

/** A palette number as typed or sent (1 to 999999), or null. */
export function parsePalette(input: unknown): number | null {
  const n = typeof input === 'string' && /^\s*\d{1,6}\s*$/.test(input) ? Number(input) : input;
  return typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= 999_999 ? n : null;
}

/** A card set id from a card URL (1 to 2^31 − 1), or null. */
export function parseCardSetId(input: unknown): number | null {
  const n = typeof input === 'string' && /^\d{1,10}$/.test(input) ? Number(input) : input;
  return typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= 2_147_483_647 ? n : null;
}

/** The card page's path for a printed card: `/c/<set>/<palette>/<check>`. */
export const cardPagePath = (cardSetId: number, palette: number, check: string) =>
  `/c/${cardSetId}/${palette}/${check}`;
/** The follow page of a hall (the room display's QR): `/c?hall=<code>`. */
export const hallFollowPath = (hallCode: string) => `/c?hall=${hallCode}`;
