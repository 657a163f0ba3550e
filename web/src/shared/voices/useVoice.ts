import { useEffect, useRef, useState } from 'react';
import type { Voice } from './voice-speed';
import { loadCallClips } from './pack-loader';

export type VoiceStatus = 'none' | 'loading' | 'ready' | 'failed';

/**
 * Loads the chosen voice set, or the hall's voice pack (`packBase`, docs/screens.md#voice-packs)
 * with the set filling any clip it lacks (undefined: not known yet, null: none); `play(n)` says the call (silence when none or failed).
 */
export function useVoice(voice: Voice, packBase?: string | null) {
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
    // The hall's pack is not known yet: wait for it rather than load the built-in set for nothing.
    if (packBase === undefined) return;
    loadCallClips(voice, packBase, {
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
  }, [voice, packBase]);

  function play(n: number) {
    const url = urls.current.get(n);
    if (!url) return;
    const audio = new Audio(url);
    void audio.play().catch(() => {});
  }

  return { status, progress, play, ready: status !== 'loading' };
}
