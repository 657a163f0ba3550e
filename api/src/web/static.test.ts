import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveDist, type DistServer } from '../../test/helpers/web-dist';

let dist: DistServer;

beforeAll(async () => {
  dist = await serveDist({
    'index.html': '<div id="root"></div>',
    'sw.js': 'self.addEventListener("fetch", () => {});',
    'manifest.webmanifest': '{"name":"Bingo Hall"}',
    'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  });
});
afterAll(() => dist.close());

describe('the installable app files (docs/screens.md#installable-app)', () => {
  it('the service worker and the manifest are always revalidated, so a new build is seen at the next check', async () => {
    for (const file of ['sw.js', 'manifest.webmanifest']) {
      const res = await fetch(`${dist.url}/${file}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-cache');
    }
    // Other top-level files keep their hour.
    expect((await fetch(`${dist.url}/favicon.svg`)).headers.get('cache-control')).toBe('public, max-age=3600');
  });
});
