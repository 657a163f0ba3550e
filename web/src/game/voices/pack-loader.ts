import { API_KEY } from '../../shared/api-key';
import { batches, CLIP_COUNT, defaultCache, loadClip, loadVoiceSet, type LoadOptions } from './voice-loader';

/** A pack clip is an API path: it carries the app's key like every API request. */
export const packFetch = (url: string) => fetch(url, { headers: { 'x-api-key': API_KEY } });

/**
 * A hall's voice pack (docs/screens.md#voice-packs): clips at `<base>/<n>.wav`, immutable (the
 * base holds the pack's content hash), so Cache Storage keeps them like the built-in sets. Loaded
 * 15 at a time; a clip that fails is left out, not fatal.
 */
export async function loadPackClips(base: string, options: LoadOptions = {}): Promise<Map<number, string>> {
  const fetchImpl = options.fetchImpl ?? packFetch;
  const cache = options.cache === undefined ? await defaultCache() : options.cache;
  const toUrl = options.toUrl ?? ((blob: Blob) => URL.createObjectURL(blob));
  const urls = new Map<number, string>();
  const numbers = Array.from({ length: CLIP_COUNT }, (_, i) => i + 1);
  for (const batch of batches(numbers))
    await Promise.all(
      batch.map(async (n) => {
        try {
          urls.set(n, await loadClip(`${base}/${n}.wav`, { fetchImpl, cache, toUrl }));
        } catch (error) {
          console.warn('Voice pack clip failed; the built-in voice says it.', error);
        }
        options.onProgress?.(urls.size, CLIP_COUNT);
      }),
    );
  return urls;
}

/**
 * The clips the caller plays: the pack's, and the built-in set's for any number the pack could not
 * give (clip by clip). Without a pack, the built-in set as before (rejects when it fails).
 */
export async function loadCallClips(
  voice: string,
  packBase: string | null | undefined,
  options: LoadOptions = {},
): Promise<Map<number, string>> {
  if (!packBase) return loadVoiceSet(voice, options);
  const pack = await loadPackClips(packBase, options);
  if (pack.size === CLIP_COUNT) return pack;
  const builtIn = await loadVoiceSet(voice, { ...options, onProgress: undefined }).catch((error: unknown) => {
    if (pack.size === 0) throw error;
    return new Map<number, string>();
  });
  return new Map([...builtIn, ...pack]);
}
