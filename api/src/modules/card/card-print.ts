import { AppError, refuse } from '../../shared/errors/app-error';
import type { Actor } from '../../shared/auth/actor';
import type { CardChecks } from './card-check';
import type { CardService } from './card.service';

/** At most this many palette numbers per request (a set's 100 cards, with room for imported sets). */
export const MAX_PRINTED_CARDS = 500;

export interface PrintedCardView {
  paletteNumber: number;
  /** The check code printed on the card, in its QR and as text. */
  check: string;
  /** The public card page's path: /c/<set>/<palette>/<check> (the client adds its origin). */
  path: string;
}

export interface PrintedCardsView {
  cardSetId: number;
  cardSetName: string;
  cards: PrintedCardView[];
}

/**
 * What a printed card carries besides its face: the check code of each of the actor's cards (its
 * own card set only), computed here because the card key never leaves the server. Without
 * paletteNumbers, every card of the set; a number outside the set is "Card not found".
 */
export async function printedCards(
  cards: CardService,
  checks: CardChecks,
  actor: Actor,
  paletteNumbers: readonly number[] | null | undefined,
): Promise<PrintedCardsView> {
  const set = await cards.setOf(actor);
  if (paletteNumbers && paletteNumbers.length > MAX_PRINTED_CARDS)
    throw refuse('TOO_MANY_CARDS', { max: MAX_PRINTED_CARDS });
  const wanted = paletteNumbers ? [...new Set(paletteNumbers)] : set.cards.map((c) => c.paletteNumber);
  const missing = wanted.find((n) => !set.byNumber.has(n));
  if (missing !== undefined) throw new AppError('NOT_FOUND', 'Card not found');
  return {
    cardSetId: set.id,
    cardSetName: set.name,
    cards: wanted.map((paletteNumber) => {
      const check = checks.code(set.id, paletteNumber);
      return { paletteNumber, check, path: `/c/${set.id}/${paletteNumber}/${check}` };
    }),
  };
}

/** REST's ?cards=1,5,9 (absent: every card); anything else is BAD_INPUT. */
export function parsePaletteList(raw: unknown): number[] | null {
  if (raw === undefined || raw === '') return null;
  if (typeof raw !== 'string' || !/^\d{1,6}(,\d{1,6})*$/.test(raw)) throw refuse('CARD_LIST_MALFORMED');
  return raw.split(',').map(Number);
}
