import { useEffect, useRef, useState } from 'react';
import type { Voice } from './voice-speed';
import { loadVoiceSet } from './voice-loader';

export type VoiceStatus = 'none' | 'loading' | 'ready' | 'failed';

/** Loads the chosen voice set; `play(n)` says the call (silence when none or failed). */
export function useVoice(voice: Voice) {
  const [status, setStatus] = useState<VoiceStatus>(voice === 'none' ? 'none' : 'loading');
  const [progress, setProgress] = useState(0);
  const urls = useRef<Map<number, string>>(new Map());

  useEffect(() => {
    if (voice === 'none') {
      setStatus('none');
      return;
    }
    let cancelled = false;
    setStatus('loading');
    loadVoiceSet(voice, {
      onProgress: (loaded, total) => !cancelled && setProgress(Math.round((loaded / total) * 100)),
    })
      .then((map) => {
        if (cancelled) return;
        urls.current = map;
        setStatus('ready');
      })
      .catch((error: unknown) => {
        console.warn('Voice failed to load; calling in silence.', error);
        if (!cancelled) setStatus('failed');
      });
    return () => {
      cancelled = true;
    };
  }, [voice]);

  // After a reload the browser may refuse to play before the operator touches the page (autoplay
  // policy): play() rejects with NotAllowedError. The screen then shows "tap to enable sound".
  const [blocked, setBlocked] = useState(false);
  const lastUrl = useRef<string | null>(null);

  function say(url: string) {
    lastUrl.current = url;
    new Audio(url).play().then(
      () => setBlocked(false),
      (error: unknown) => {
        if (error instanceof DOMException && error.name === 'NotAllowedError') setBlocked(true);
      },
    );
  }

  function play(n: number) {
    const url = urls.current.get(n);
    if (url) say(url);
  }

  /** Called from the operator's tap (a user gesture): says the last call again, which unlocks audio. */
  function unlock() {
    if (lastUrl.current) say(lastUrl.current);
    else setBlocked(false);
  }

  return { status, progress, play, blocked, unlock, ready: status !== 'loading' };
}
