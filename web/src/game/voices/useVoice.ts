import { useEffect, useRef, useState } from 'react';
import type { Voice } from './voice-speed';
import type { VoicePackEvent } from '@bingo/core';
import { loadCallClips, packFetch } from './pack-loader';
import { loadEventClips } from './voice-loader';

export type VoiceStatus = 'none' | 'loading' | 'ready' | 'failed';

/**
 * Loads the chosen voice set, or the hall's voice pack (`packBase`, docs/screens.md#voice-packs)
 * with the set filling any clip it lacks (undefined: not known yet, null: none); `play(n)` says the
 * call (silence when none or failed), `say(event)` an event phrase (the pack's, else the set's;
 * loaded after the numbers; silence when that phrase is missing).
 */
export function useVoice(voice: Voice, packBase?: string | null) {
  const [status, setStatus] = useState<VoiceStatus>(voice === 'none' ? 'none' : 'loading');
  const [progress, setProgress] = useState(0);
  const urls = useRef<Map<number, string>>(new Map());
  const phrases = useRef<Map<VoicePackEvent, string>>(new Map());

  useEffect(() => {
    phrases.current = new Map();
    urls.current = new Map();
    if (voice === 'none') {
      setStatus('none');
      return;
    }
    let cancelled = false;
    setStatus('loading');
    // The hall's pack is not known yet: wait for it rather than load the built-in set for nothing.
    if (packBase === undefined) return;
    loadCallClips(voice, packBase, {
      onProgress: (loaded, total) => !cancelled && setProgress(Math.round((loaded / total) * 100)),
    })
      .then((map) => {
        if (cancelled) return;
        urls.current = map;
        setStatus('ready');
        return loadEventClips(voice, {
          packUrl: packBase ? (event) => `${packBase}/${event}.wav` : undefined,
          packFetch,
        }).then((events) => {
          if (!cancelled) phrases.current = events;
        });
      })
      .catch((error: unknown) => {
        console.warn('Voice failed to load; calling in silence.', error);
        if (!cancelled) setStatus('failed');
      });
    return () => {
      cancelled = true;
    };
  }, [voice, packBase]);

  // After a reload the browser may refuse to play before the operator touches the page (autoplay
  // policy): play() rejects with NotAllowedError. The screen then shows "tap to enable sound".
  const [blocked, setBlocked] = useState(false);
  const lastUrl = useRef<string | null>(null);

  function playUrl(url: string | undefined) {
    if (!url) return;
    lastUrl.current = url;
    new Audio(url).play().then(
      () => setBlocked(false),
      (error: unknown) => {
        if (error instanceof DOMException && error.name === 'NotAllowedError') setBlocked(true);
      },
    );
  }

  const play = (n: number) => playUrl(urls.current.get(n));
  const say = (event: VoicePackEvent) => playUrl(phrases.current.get(event));

  /** Called from the operator's tap (a user gesture): says the last clip again, which unlocks audio. */
  function unlock() {
    if (lastUrl.current) playUrl(lastUrl.current);
    else setBlocked(false);
  }

  return { status, progress, play, say, blocked, unlock, ready: status !== 'loading' };
}
