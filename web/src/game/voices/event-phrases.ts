import type { VoicePackEvent } from '@bingo/core';
import { useState } from 'react';

/**
 * The event phrases of a voice set (docs/screens.md#caller-rules): clips made by
 * web/scripts/make-voices.sh beside the number clips, /voices/<set>/<event>.opus. The events are
 * the core's (the same names a hall's voice pack gives its clips).
 */
export function eventClipUrl(set: string, event: VoicePackEvent): string {
  return `/voices/${set}/${event}.opus`;
}

/**
 * The caller's switch (localStorage `eventPhrases`): on unless switched off. A hall expects the
 * caller to say the claim results out loud (the room waits for "winner" or "not a winner").
 */
export const EVENT_PHRASES_KEY = 'eventPhrases';

export function eventPhrasesOn(stored: string | null): boolean {
  return stored !== 'off';
}

export function useEventPhrasesSwitch() {
  const [on, setOn] = useState(() => eventPhrasesOn(localStorage.getItem(EVENT_PHRASES_KEY)));
  function set(next: boolean) {
    localStorage.setItem(EVENT_PHRASES_KEY, next ? 'on' : 'off');
    setOn(next);
  }
  return { on, set };
}

/** What a room display says when its game changes (the display follows the host's games). */
export interface RoomMoment {
  gameId: string | null;
  calls: number;
  paused: boolean;
  /** The judged claim on screen: its card and result, or null. */
  claim: { cardNumber: number; isWinner: boolean } | null;
}

export function roomEventPhrase(before: RoomMoment, after: RoomMoment): VoicePackEvent | null {
  if (before.gameId !== null && after.gameId !== before.gameId) return 'game-over';
  if (after.gameId === null || before.gameId !== after.gameId) return null;
  if (after.claim && (before.claim?.cardNumber !== after.claim.cardNumber || !before.claim))
    return after.claim.isWinner ? 'winner' : 'not-winner';
  if (before.paused && !after.paused && after.calls === 0) return 'game-start';
  return null;
}
