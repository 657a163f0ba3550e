import { CARD_PAGE_REASONS, type CardPageReason } from '@bingo/core';
import { coreCard, type FollowedCard } from './card-page-rules';

/** Why a request failed, as the page words it: the server's reason, or OFFLINE. */
export interface Failure {
  reason: CardPageReason | 'OFFLINE';
  /** Seconds until asking again is welcome (Retry-After), when the server said. */
  retryAfter: number | null;
}

export interface FollowedGame {
  gameId: string;
  publicCode: string;
  winningPatterns: string[];
  calledNumbers: string[];
  paused: boolean;
  ended: boolean;
}

export interface HallAnswer {
  hallCode: string;
  hallName: string;
  game: FollowedGame | null;
  cards: { cardSetId: number; paletteNumber: number; inPlay: boolean }[];
}

/** One event of the hall's live feed (the API's FollowEventView). */
export interface FollowEvent {
  kind: 'GAME' | 'NONE' | 'CALL' | 'PAUSED' | 'RESUMED' | 'ENDED';
  game: FollowedGame | null;
  cards: HallAnswer['cards'] | null;
  index: number | null;
  number: string | null;
}

async function getJson<T>(url: string): Promise<T | Failure> {
  let res: Response;
  try {
    res = await fetch(url, { headers: { accept: 'application/json' } });
  } catch {
    return { reason: 'OFFLINE', retryAfter: null };
  }
  const body = (await res.json().catch(() => null)) as { details?: { reason?: unknown } } | null;
  if (res.ok && body) return body as T;
  const reason = body?.details?.reason;
  const retry = Number(res.headers.get('retry-after'));
  return {
    reason: CARD_PAGE_REASONS.includes(reason as CardPageReason) ? (reason as CardPageReason) : 'OFFLINE',
    retryAfter: Number.isFinite(retry) && retry > 0 ? retry : null,
  };
}

export const isFailure = (x: unknown): x is Failure => typeof x === 'object' && x !== null && 'reason' in x;

type CardAnswer = { cardSetId: number; paletteNumber: number; numbers: { N: (number | null)[] } };
const followed = (a: CardAnswer, check?: string): FollowedCard => ({
  cardSetId: a.cardSetId,
  paletteNumber: a.paletteNumber,
  ...(check ? { check } : {}),
  card: coreCard(a.paletteNumber, a.numbers),
});

/** A printed card by its QR's address. */
export async function fetchPrintedCard(set: number, palette: number, check: string): Promise<FollowedCard | Failure> {
  const a = await getJson<CardAnswer>(`/api/public/cards/${set}/${palette}/${encodeURIComponent(check)}`);
  return isFailure(a) ? a : followed(a, check);
}

/** A card of the hall's set by the number typed. */
export async function fetchHallCard(hall: string, palette: number): Promise<FollowedCard | Failure> {
  const a = await getJson<CardAnswer>(`/api/public/halls/${encodeURIComponent(hall)}/cards/${palette}`);
  return isFailure(a) ? a : followed(a);
}

const cardsParam = (cards: readonly FollowedCard[]) => cards.map((c) => `${c.cardSetId}/${c.paletteNumber}`).join(',');

export function fetchHall(hall: string, cards: readonly FollowedCard[]): Promise<HallAnswer | Failure> {
  return getJson<HallAnswer>(`/api/public/halls/${encodeURIComponent(hall)}?cards=${cardsParam(cards)}`);
}

/** The hall's live feed (server-sent events); the browser reconnects by itself after a drop. */
export function openFeed(hall: string, cards: readonly FollowedCard[]): EventSource {
  return new EventSource(`/api/public/halls/${encodeURIComponent(hall)}/follow?cards=${cardsParam(cards)}`);
}
