import { isVoice } from '@bingo/core';
import { useEffect, useRef } from 'react';
import { useVoice } from '../../shared/voices/useVoice';

/**
 * The call voice on the display (the caller's switch "voice on the display"): says each new call
 * once, never the calls already made when the page loaded or reconnected.
 */
export function useRoomVoice(
  voiceSet: string | null | undefined,
  packBase: string | null | undefined,
  gameId: string | null,
  calls: readonly number[],
) {
  // The hall's voice pack when it has one (docs/screens.md#voice-packs), the built-in set filling gaps.
  const voice = useVoice(isVoice(voiceSet) ? voiceSet : 'none', packBase ?? null);
  const said = useRef<{ gameId: string | null; count: number } | null>(null);
  const latest = calls.at(-1);
  useEffect(() => {
    const before = said.current;
    said.current = { gameId, count: calls.length };
    // The first frame, or another game: start from here, silently.
    if (!before || before.gameId !== gameId) return;
    if (calls.length > before.count && latest !== undefined && voice.status === 'ready') voice.play(latest);
  }, [gameId, calls.length, latest, voice]);
  return voice.status;
}
