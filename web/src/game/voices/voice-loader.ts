import { VOICE_PACK_EVENTS, type VoicePackEvent } from '@bingo/core';
import { eventClipUrl } from './event-phrases';

/**
 * Voice clips (web/public/voices/<set>/<n>.opus, made by web/scripts/make-voices.sh): preloaded in
 * batches of 15 (docs/screens.md#caller-rules) through Cache Storage, so a second game downloads nothing.
 */
export const VOICE_BATCH_SIZE = 15;
export const VOICE_CACHE = 'bingo-voices-v1';
export const CLIP_COUNT = 75;

export function clipUrl(set: string, n: number): string {
  return `/voices/${set}/${n}.opus`;
}

export function batches<T>(items: readonly T[], size = VOICE_BATCH_SIZE): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

export interface ClipCache {
  match(url: string): Promise<Response | undefined>;
  put(url: string, response: Response): Promise<void>;
}

export interface LoadOptions {
  onProgress?: (loaded: number, total: number) => void;
  fetchImpl?: (url: string) => Promise<Response>;
  /** Cache Storage by default; null when it is not available (then only the HTTP cache helps). */
  cache?: ClipCache | null;
  toUrl?: (blob: Blob) => string;
}

export async function defaultCache(): Promise<ClipCache | null> {
  try {
    if (typeof caches === 'undefined') return null;
    return await caches.open(VOICE_CACHE);
  } catch {
    return null;
  }
}

/** One clip through the cache (fetched and kept on a miss), as a playable URL; throws on an HTTP error. */
export async function loadClip(
  url: string,
  {
    fetchImpl,
    cache,
    toUrl,
  }: { fetchImpl: (url: string) => Promise<Response>; cache: ClipCache | null; toUrl: (blob: Blob) => string },
): Promise<string> {
  let response = cache ? await cache.match(url) : undefined;
  if (!response) {
    response = await fetchImpl(url);
    if (!response.ok) throw new Error(`voice clip ${url}: HTTP ${response.status}`);
    if (cache) await cache.put(url, response.clone()).catch(() => {});
  }
  return toUrl(await response.blob());
}

/**
 * Loads the 75 clips of a set, 15 at a time; answers playable URLs by number. Rejects if any clip
 * fails (the caller then plays silence and says so).
 */
export async function loadVoiceSet(set: string, options: LoadOptions = {}): Promise<Map<number, string>> {
  const fetchImpl = options.fetchImpl ?? ((url: string) => fetch(url));
  const cache = options.cache === undefined ? await defaultCache() : options.cache;
  const toUrl = options.toUrl ?? ((blob: Blob) => URL.createObjectURL(blob));
  const numbers = Array.from({ length: CLIP_COUNT }, (_, i) => i + 1);
  const urls = new Map<number, string>();
  let loaded = 0;
  options.onProgress?.(0, CLIP_COUNT);
  for (const batch of batches(numbers)) {
    await Promise.all(
      batch.map(async (n) => {
        urls.set(n, await loadClip(clipUrl(set, n), { fetchImpl, cache, toUrl }));
        loaded++;
        options.onProgress?.(loaded, CLIP_COUNT);
      }),
    );
  }
  return urls;
}

/**
 * Loads a set's event phrases (after its numbers): each clip that loads, by event. A missing or
 * broken phrase is left out (that event stays silent); the calls never depend on them.
 * `packUrl(event)`: a hall's voice pack clip tried first (docs/screens.md#voice-packs).
 */
export async function loadEventClips(
  set: string,
  options: LoadOptions & {
    packUrl?: (event: VoicePackEvent) => string | null;
    packFetch?: (url: string) => Promise<Response>;
  } = {},
): Promise<Map<VoicePackEvent, string>> {
  const fetchImpl = options.fetchImpl ?? ((url: string) => fetch(url));
  const cache = options.cache === undefined ? await defaultCache() : options.cache;
  const toUrl = options.toUrl ?? ((blob: Blob) => URL.createObjectURL(blob));
  const urls = new Map<VoicePackEvent, string>();
  await Promise.all(
    VOICE_PACK_EVENTS.map(async (event) => {
      const fromPack = options.packUrl?.(event);
      const url =
        (fromPack
          ? await loadClip(fromPack, { fetchImpl: options.packFetch ?? fetchImpl, cache, toUrl }).catch(() => null)
          : null) ?? (await loadClip(eventClipUrl(set, event), { fetchImpl, cache, toUrl }).catch(() => null));
      if (url) urls.set(event, url);
    }),
  );
  return urls;
}
