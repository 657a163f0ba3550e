import { isVoice } from '@bingo/core';
import { useEffect, useRef } from 'react';
import { roomEventPhrase, type RoomMoment } from '../../game/voices/event-phrases';
import { useVoice } from '../../game/voices/useVoice';
import type { RoomModel } from './room-model';

/**
 * The call voice on the display (the caller's switch "voice on the display"): says each new call
 * once, never the calls already made when the page loaded or reconnected; and the event phrases
 * the room sees happen (game start, a claim's result, game over: roomEventPhrase).
 */
export function useRoomVoice(
  voiceSet: string | null | undefined,
  packBase: string | null | undefined,
  game: RoomModel['game'] | undefined,
) {
  // The hall's voice pack when it has one (docs/screens.md#voice-packs), the built-in set filling gaps.
  const voice = useVoice(isVoice(voiceSet) ? voiceSet : 'none', packBase ?? null);
  const said = useRef<RoomMoment | null>(null);
  const calls = game?.calls ?? [];
  const latest = calls.at(-1);
  const moment: RoomMoment = {
    gameId: game?.gameId ?? null,
    calls: calls.length,
    paused: game?.paused ?? true,
    claim: game?.claim ? { cardNumber: game.claim.cardNumber, isWinner: game.claim.isWinner } : null,
  };
  useEffect(() => {
    const before = said.current;
    said.current = moment;
    // The first frame: start from here, silently.
    if (!before || voice.status !== 'ready') return;
    const phrase = roomEventPhrase(before, moment);
    if (phrase) voice.say(phrase);
    else if (before.gameId === moment.gameId && moment.calls > before.calls && latest !== undefined) voice.play(latest);
    // The moment's fields are what changes; the object itself is new every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [moment.gameId, moment.calls, moment.paused, moment.claim?.cardNumber, latest, voice.status]);
  return voice.status;
}
