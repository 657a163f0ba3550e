import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveDist, type DistServer } from '../../test/helpers/web-dist';

/** The public verification page is an entry of its own (docs/screens.md#public): /verify/* gets verify.html. */
let dist: DistServer;
const INDEX = '<div id="root"></div><script type="module" src="/assets/app.js"></script>';
const VERIFY = '<div id="root"></div><script type="module" src="/verify/assets/verify-abc.js"></script>';
const SCRIPT = 'console.log("verify");'.repeat(100);

beforeAll(async () => {
  dist = await serveDist({
    'index.html': INDEX,
    'verify/verify.html': VERIFY,
    'verify/assets/verify-abc.js': SCRIPT,
    'verify/assets/verify-abc.js.gz': zlib.gzipSync(SCRIPT),
  });
});
afterAll(() => dist.close());

describe('the verification page', () => {
  it('answers /verify, /verify/<code> and /verify/<id> with verify.html, never cached stale', async () => {
    for (const p of ['/verify', '/verify/', '/verify/ABCD-EFGH', '/verify/5f1c2d3e-0000-4000-8000-000000000001']) {
      const res = await fetch(dist.url + p);
      expect(res.status, p).toBe(200);
      expect(await res.text(), p).toBe(VERIFY);
      expect(res.headers.get('cache-control')).toBe('no-cache');
    }
    expect(await (await fetch(`${dist.url}/dashboard`)).text()).toBe(INDEX);
  });

  it('serves its hashed assets compressed and cacheable for good; an unknown one is a 404, not the page', async () => {
    const res = await fetch(`${dist.url}/verify/assets/verify-abc.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(await res.text()).toBe(SCRIPT);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await fetch(`${dist.url}/verify/assets/missing.js`)).status).toBe(404);
  });
});
