import { describe, expect, it, vi } from 'vitest';
import { batches, clipUrl, loadVoiceSet, type ClipCache } from './voice-loader';

class MemoryCache implements ClipCache {
  store = new Map<string, Response>();
  async match(url: string) {
    return this.store.get(url)?.clone();
  }
  async put(url: string, response: Response) {
    this.store.set(url, response);
  }
}

describe('voice preloading', () => {
  it('splits 75 clips into 5 batches of 15', () => {
    const b = batches(Array.from({ length: 75 }, (_, i) => i + 1));
    expect(b.map((x) => x.length)).toEqual([15, 15, 15, 15, 15]);
  });

  it('loads 15 at a time, reports progress, and the second load comes from the cache', async () => {
    const cache = new MemoryCache();
    let inFlight = 0;
    let maxInFlight = 0;
    const fetchImpl = vi.fn(async (url: string) => {
      inFlight++;
      maxInFlight = Math.max(maxInFlight, inFlight);
      // Answers on a later turn, after the rest of the batch has asked: the batch's fetches overlap.
      await new Promise<void>((r) => queueMicrotask(r));
      inFlight--;
      return new Response(`clip ${url}`);
    });
    const progress: number[] = [];
    const urls = await loadVoiceSet('male', {
      fetchImpl,
      cache,
      toUrl: () => 'blob:x',
      onProgress: (n) => progress.push(n),
    });
    expect(urls.size).toBe(75);
    expect(fetchImpl).toHaveBeenCalledTimes(75);
    expect(fetchImpl).toHaveBeenCalledWith(clipUrl('male', 1));
    expect(maxInFlight).toBe(15);
    expect(progress.at(-1)).toBe(75);
    const again = vi.fn(async () => new Response('x'));
    await loadVoiceSet('male', { fetchImpl: again, cache, toUrl: () => 'blob:x' });
    expect(again).not.toHaveBeenCalled();
  });

  it('rejects when a clip is missing (the caller goes silent)', async () => {
    const fetchImpl = async (url: string) =>
      url.endsWith('/40.opus') ? new Response('', { status: 404 }) : new Response('ok');
    await expect(loadVoiceSet('tig', { fetchImpl, cache: null, toUrl: () => 'blob:x' })).rejects.toThrow('404');
  });
});
