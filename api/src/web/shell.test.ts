import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityHeaders } from '../shared/http/security-headers';
import { serveDist, type DistServer } from '../../test/helpers/web-dist';

let dist: DistServer;
const INDEX = '<div id="root"></div><script type="module" src="/assets/app.js"></script>';
const SCRIPT = 'console.log("first visit");'.repeat(60);
const SHELL = `<div id="root"></div><script type="module">${SCRIPT}</script>`;
const HASH = `sha256-${crypto.createHash('sha256').update(SCRIPT).digest('base64')}`;
const BUILD = 'b1d2c3';

beforeAll(async () => {
  const manifest = JSON.stringify({ build: BUILD, html: 'shell.html', scriptSrc: [HASH] });
  const files = {
    'index.html': INDEX,
    'shell.html': SHELL,
    'shell.html.br': zlib.brotliCompressSync(SHELL),
    'shell.json': manifest,
  };
  dist = await serveDist(files, [securityHeaders]); // the app's real policy, which the shell extends
});
afterAll(() => dist.close());

const page = (cookie?: string) =>
  fetch(`${dist.url}/dashboard`, { headers: { 'accept-encoding': 'gzip, br', ...(cookie ? { cookie } : {}) } });
const scriptSrc = (res: Response) =>
  /(?:^|;)script-src ([^;]*)/.exec(res.headers.get('content-security-policy') ?? '')?.[1];

describe('the first-visit inline shell', () => {
  it('goes to a browser without the cookie: brotli, its script hash in the CSP, the cookie set', async () => {
    const res = await page();
    expect(await res.text()).toBe(SHELL);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(scriptSrc(res)).toBe(`'self' '${HASH}'`); // the hash only: no 'unsafe-inline'
    expect(res.headers.get('set-cookie')).toMatch(
      new RegExp(`^shell=${BUILD}; Max-Age=\\d{8}; Path=/; Expires=[^;]+; HttpOnly; SameSite=Lax$`),
    );
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('vary')).toMatch(/Cookie/);
    expect(res.headers.get('vary')).toMatch(/Accept-Encoding/);
  });

  it('a browser with this build in its cookie gets the normal HTML and the strict policy', async () => {
    const res = await page(`other=1; shell=${BUILD}`);
    expect(await res.text()).toBe(INDEX);
    expect(scriptSrc(res)).toBe(`'self'`);
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('vary')).toMatch(/Cookie/);
  });

  it("a cookie from another build (its files are not this build's) gets the inline shell again", async () => {
    const res = await page('shell=0ld0ld');
    expect(await res.text()).toBe(SHELL);
    expect(scriptSrc(res)).toContain(HASH);
    expect(res.headers.get('set-cookie')).toMatch(new RegExp(`^shell=${BUILD};`));
  });
});

// The real build (when present): every inline script of shell.html is allowed by its manifest.
const built = path.resolve(import.meta.dirname, '../../../web/dist');
describe.skipIf(!fs.existsSync(path.join(built, 'shell.json')))('the built shell', () => {
  it("lists the hash of each of shell.html's inline scripts, and nothing else", () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(built, 'shell.json'), 'utf8')) as {
      html: string;
      scriptSrc: string[];
    };
    const html = fs.readFileSync(path.join(built, manifest.html), 'utf8');
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    const hashes = inline.map((s) => `sha256-${crypto.createHash('sha256').update(s).digest('base64')}`);
    expect(hashes.length).toBeGreaterThan(0);
    expect(hashes.sort()).toEqual([...manifest.scriptSrc].sort());
    expect(html).not.toMatch(/<link rel="stylesheet"|<script[^>]*\bsrc=/); // nothing first-load left outside
  });
});
