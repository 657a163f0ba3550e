import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveDist, type DistServer } from '../../test/helpers/web-dist';

let dist: DistServer;
let url: string;
const JS = 'console.log("bingo");'.repeat(200);

beforeAll(async () => {
  dist = await serveDist({
    'index.html': '<div id="root"></div>',
    'assets/app.js': JS,
    'assets/app.js.br': zlib.brotliCompressSync(JS),
    'assets/app.js.gz': zlib.gzipSync(JS),
  });
  url = dist.url;
});
afterAll(() => dist.close());

describe('precompressed assets', () => {
  it('serves brotli when accepted, with the original content type, and the body decodes to the file', async () => {
    const res = await fetch(`${url}/assets/app.js`, { headers: { 'accept-encoding': 'gzip, br' } });
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    expect(res.headers.get('vary')).toMatch(/Accept-Encoding/);
    expect(await res.text()).toBe(JS); // fetch decodes it
  });

  it('serves gzip to a client without brotli, and the plain file to one without either', async () => {
    expect(
      (await fetch(`${url}/assets/app.js`, { headers: { 'accept-encoding': 'gzip' } })).headers.get('content-encoding'),
    ).toBe('gzip');
    const plain = await fetch(`${url}/assets/app.js`, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(JS);
  });

  it('never leaves the assets folder', async () => {
    const res = await fetch(`${url}/assets/..%2Findex.html`, { headers: { 'accept-encoding': 'br' } });
    expect(res.headers.get('content-encoding')).toBeNull();
  });
});
