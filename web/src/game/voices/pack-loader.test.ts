import { describe, expect, it } from 'vitest';
import { loadCallClips } from './pack-loader';

const BASE = '/api/voice-packs/p/0123456789abcdef';
const toUrl = (blob: Blob) => `blob:${(blob as Blob & { from?: string }).size}`;

describe('voice pack clips', () => {
  it('the pack says every number it has; the built-in set fills the ones it could not give, clip by clip', async () => {
    const requested: string[] = [];
    const fetchImpl = async (url: string) => {
      requested.push(url);
      if (url === `${BASE}/42.wav`) return new Response('', { status: 404 });
      return new Response(url.startsWith(BASE) ? 'pack' : 'builtin!');
    };
    const urls = await loadCallClips('male', BASE, { fetchImpl, cache: null, toUrl });
    expect(urls.size).toBe(75);
    expect(urls.get(41)).toBe('blob:4');
    expect(urls.get(42)).toBe('blob:8');
    expect(requested.filter((u) => u.startsWith(BASE))).toHaveLength(75);
  });

  it('a whole pack loads nothing of the built-in set', async () => {
    const requested: string[] = [];
    const fetchImpl = async (url: string) => (requested.push(url), new Response('pack'));
    await loadCallClips('male', BASE, { fetchImpl, cache: null, toUrl });
    expect(requested.every((u) => u.startsWith(BASE))).toBe(true);
  });
});
