import { checkDraw, type Card, type DrawCheck } from '@bingo/core';
import { toCoreCard } from '../../game/cards/CardFace';
import type { PublicGame } from './operations';

/** The cards in play as the core's cards (the API's FREE centre is null). */
export function coreCards(game: PublicGame): Card[] {
  return (game.cards ?? []).map(toCoreCard);
}

/** After the end: the two checks of docs/fairness.md#verifying; null while the seed is secret. */
export function verification(game: PublicGame): DrawCheck | null {
  return game.seed == null ? null : checkDraw(game.seed, game.commitment, game.calledNumbers);
}

/** When to ask again: just after the next call is due while running, else every 10 s; never once ended. */
export function nextRefreshMs(game: PublicGame): number | null {
  if (game.status === 'ENDED') return null;
  if (!game.nextCallAt) return 10_000;
  // The server's clock may differ from the phone's: wait relative to its own answer.
  const due = Date.parse(game.nextCallAt) - Date.parse(game.serverTime);
  return Math.min(10_000, Math.max(1_000, due + 400));
}

/** The column letter of a call ("B5" → "B"), for its colour. */
export const letterOfCall = (label: string): string => label.charAt(0);

/** A card number typed by a player, or null. */
export function parseCardNumber(input: string): number | null {
  const n = Number(input.trim());
  return /^\d{1,4}$/.test(input.trim()) && n >= 1 ? n : null;
}

/** The card of ?card=<palette> (a player arriving from their card's QR), or null. */
export function cardFromSearch(search: string): number | null {
  return parseCardNumber(new URLSearchParams(search).get('card') ?? '');
}
