import { useEffect, useState } from 'react';
import {
  fetchHall,
  isFailure,
  openFeed,
  type Failure,
  type FollowEvent,
  type FollowedGame,
  type HallAnswer,
} from './card-api';
import type { FollowedCard } from './card-page-rules';

export interface HallFeedState {
  hallName: string | null;
  game: FollowedGame | null;
  /** Which followed cards the game has in play ("set/palette"). */
  inPlay: ReadonlySet<string>;
  failure: Failure | null;
  connected: boolean;
}

const IDLE: HallFeedState = { hallName: null, game: null, inPlay: new Set(), failure: null, connected: false };
const key = (c: { cardSetId: number; paletteNumber: number }) => `${c.cardSetId}/${c.paletteNumber}`;
const inPlayOf = (cards: HallAnswer['cards'] | null) => new Set((cards ?? []).filter((c) => c.inPlay).map(key));

/** A feed event applied to what the page shows: calls only ever appended in order. */
export function applyEvent(state: HallFeedState, e: FollowEvent): HallFeedState {
  const game = state.game;
  switch (e.kind) {
    case 'GAME':
    case 'NONE':
      return { ...state, game: e.game, inPlay: inPlayOf(e.cards), connected: true, failure: null };
    case 'CALL':
      if (!game || e.number === null || e.index !== game.calledNumbers.length + 1) return state;
      return { ...state, game: { ...game, calledNumbers: [...game.calledNumbers, e.number] } };
    case 'PAUSED':
    case 'RESUMED':
      return game ? { ...state, game: { ...game, paused: e.kind === 'PAUSED' } } : state;
    case 'ENDED':
      return game ? { ...state, game: { ...game, ended: true, paused: true } } : state;
  }
}

/**
 * The hall's name and game, then its calls live (server-sent events). A refusal shows and is asked
 * again after the server's Retry-After; a dropped stream reconnects by itself.
 */
export function useHallFeed(hall: string | null, cards: readonly FollowedCard[]): HallFeedState {
  const [state, setState] = useState<HallFeedState>(IDLE);
  const cardsKey = cards.map(key).join(',');
  useEffect(() => {
    if (!hall) return setState(IDLE);
    let stopped = false;
    let feed: EventSource | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const retry = (seconds: number) => {
      timer = setTimeout(() => void start(), seconds * 1000);
    };
    const start = async () => {
      const answer = await fetchHall(hall, cards);
      if (stopped) return;
      if (isFailure(answer)) {
        setState((s) => ({ ...s, failure: answer, connected: false }));
        if (answer.reason === 'UNKNOWN_HALL' || answer.reason === 'MALFORMED') return;
        return retry(answer.retryAfter ?? 5);
      }
      setState({
        hallName: answer.hallName,
        game: answer.game,
        inPlay: inPlayOf(answer.cards),
        failure: null,
        connected: false,
      });
      feed = openFeed(hall, cards);
      feed.onmessage = (m: MessageEvent<string>) => {
        const event = JSON.parse(m.data) as FollowEvent;
        setState((s) => applyEvent(s, event));
      };
      feed.onerror = () => {
        setState((s) => ({ ...s, connected: false }));
        // Refused (429) or gone for good: the browser gives up; ask again (which says why).
        if (feed?.readyState === EventSource.CLOSED && !stopped) {
          feed.close();
          retry(3);
        }
      };
    };
    void start();
    return () => {
      stopped = true;
      clearTimeout(timer);
      feed?.close();
    };
    // cardsKey stands for `cards`: the same cards in a new array must not reconnect.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hall, cardsKey]);
  return state;
}
